export { Button, FormBox, LinkButton } from './Form.styles';
export { CheckboxField, FormNotice, TextAreaField, TextField } from './fields';
export { useCheckedForm } from './useCheckedForm';
