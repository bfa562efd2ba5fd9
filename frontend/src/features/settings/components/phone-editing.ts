// The phone number's editor and its code step, loaded together: the code step follows a save.
export { PhoneCodeConfirmation } from './phone-code-confirmation';
export { PhoneEditor } from './phone-editor';
