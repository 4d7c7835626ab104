/** Length limits of a contact-form message (after trimming), shared by the schema and the form's hints. */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;
