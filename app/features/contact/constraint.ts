/** The longest text each field takes (an email address is at most 254 characters by RFC 5321). */
export const contactLimits = { name: 200, email: 254, subject: 300, message: 10_000 } as const;

/**
 * What the browser is told about the fields before the rules themselves arrive: every one is
 * required. It equals what the schema gives (checked by a unit test), without sending the schema.
 */
export const contactConstraint = {
  name: { required: true },
  email: { required: true },
  subject: { required: true },
  message: { required: true },
} as const;
