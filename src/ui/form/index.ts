export { Button, FormBox, LinkButton } from './Form.styles';
export { CheckboxField, FormNotice, TextField } from './fields';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
