import { tokenSigned as signedFor, signedToken, tokenRecordId } from "~/lib/signed-token.server";

/**
 * The personal codes of a registration, each good for one purpose only: the link that cancels it
 * (sent to the person, needs no account) and the code at the door (the QR code). Each is signed
 * for its purpose, the registration and its event: used for another event, it is told apart.
 */
export type TokenPurpose = "cancel" | "check-in";

const signedPurpose = (purpose: TokenPurpose) => `event-registration:${purpose}`;

/** The registration's code for `purpose`: 45 URL-safe characters. */
export function registrationToken(purpose: TokenPurpose, registration: { id: string; eventId: string }): string {
  return signedToken(signedPurpose(purpose), registration.id, registration.eventId);
}

/** The registration a code names, before its signature is checked; null when it is no code of ours. */
export const tokenRegistrationId = tokenRecordId;

/** Whether `token` is the code for `purpose` of this registration (of its event, `eventId`). */
export function tokenSigned(
  purpose: TokenPurpose,
  token: string,
  registration: { id: string; eventId: string },
): boolean {
  return signedFor(signedPurpose(purpose), token, registration.id, registration.eventId);
}
