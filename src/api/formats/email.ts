/**
 * Email addresses as the service takes them, international ones included (`jörg@exämple.de`): a
 * local part of 1 to 64 characters and a domain of 1 to 255, neither holding white space or `@`,
 * the local part no double quote. The kit's own pattern, so that the email check does not keep
 * zod's whole table of patterns in a bundler's output.
 */
export const EMAIL_PATTERN = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
