import { FieldError, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

/** Props of a labelled multi-line field. */
export interface TextAreaFieldProps extends Omit<TextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** The field's error (a validation message or the API's text), tied to it by aria-describedby. */
  error?: string;
  /** A hint under the field (a limit, a character count), tied to it by aria-describedby. */
  description?: string;
  rows?: number;
}

/** A labelled multi-line text field (react-aria-components: label, description and error wired for assistive technology). */
export function TextAreaField({ label, error, description, rows = 4, className, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={`field ${typeof className === 'string' ? className : ''}`} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      <TextArea rows={rows} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
    </AriaTextField>
  );
}
