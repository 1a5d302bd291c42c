export { readInto, useContractForm, FORM_ERROR, type ContractForm } from './use-contract-form.js';
export { FIELD_OF_CODE, placeServerErrors, serverErrorMessages, UNAVAILABLE } from './server-errors.js';
export { errorAt, FormError, optionsOf, PasswordField, SelectField, TextField } from './fields.js';
export { FormProvider } from 'react-hook-form';
export { PASSWORD_MISMATCH } from './messages.js';
