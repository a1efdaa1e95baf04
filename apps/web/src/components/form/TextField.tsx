import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

/** Props of a labelled text field: react-aria's TextField with a visible label and an optional error text. */
export interface LabelledFieldProps extends Omit<TextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** The field's error (a validation message or the API's text), shown under it and tied to it by aria-describedby. */
  error?: string;
  placeholder?: string;
  /** A help text under the field (a rule, a count of characters), tied to it by aria-describedby. */
  description?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

/** A labelled text input or text area (react-aria-components: label, description and error wired for assistive technology). */
export function TextField({ label, error, placeholder, description, multiline, className, ...props }: LabelledFieldProps) {
  return (
    <AriaTextField {...props} className={`field ${typeof className === 'string' ? className : ''}`} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      {multiline ? <TextArea placeholder={placeholder} /> : <Input placeholder={placeholder} />}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
    </AriaTextField>
  );
}
