/** A newsletter subscriber as the admin list shows it (browser-safe). */
export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: Date | string;
}
