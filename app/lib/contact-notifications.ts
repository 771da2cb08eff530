/** Whether an admin is emailed about new contact messages: never, for each one, or once a day. */
export const contactNotificationChoices = ["none", "each", "daily"] as const;
export type ContactNotifications = (typeof contactNotificationChoices)[number];

export function isContactNotifications(value: string): value is ContactNotifications {
  return (contactNotificationChoices as readonly string[]).includes(value);
}

/** The hour of the club's day at which the daily email of new contact messages goes out. */
export const DIGEST_HOUR = 8;
