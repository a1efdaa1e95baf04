import { FieldError, Input, Label, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

/** Props of a labelled text field: react-aria's TextField with a visible label and an optional error text. */
export interface LabelledFieldProps extends Omit<TextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** The field's error (a validation message or the API's text), shown under it and tied to it by aria-describedby. */
  error?: string;
  placeholder?: string;
}

/** A labelled text input (react-aria-components: label, description and error wired for assistive technology). */
export function TextField({ label, error, placeholder, className, ...props }: LabelledFieldProps) {
  return (
    <AriaTextField {...props} className={`field ${typeof className === 'string' ? className : ''}`} isInvalid={Boolean(error)}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      <FieldError>{error}</FieldError>
    </AriaTextField>
  );
}
