import type { ToastMessage } from "./messages";

export type { ToastMessage } from "./messages";

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The admin area's own messages (content, uploads, inbox, mail, sign-in and accounts, attendees);
 * decision 0023.
 */
export const adminMessages = {
  /** Signing in: the service's messages (the spec's 'Authentication Error'), and an ended session. */
  auth: {
    error: (message: string): ToastMessage => ({
      title: "Authentication Error",
      description: message,
      variant: "error",
    }),
    unexpected: { title: "Error", description: "An unexpected error occurred", variant: "error" },
    sessionEnded: "Your session has ended. Sign in again to go back to the page you were on.",
    sessionEndedUnsaved:
      "Your session ended before your change was saved. Sign in again to go back to the page you were on, with what you typed still in its form.",
    selfRevoked:
      "You removed your own admin role: this account can no longer open the admin area, and its sessions have ended.",
  },
  admin: {
    fetchFailed: (records: string): ToastMessage => ({
      title: "Error",
      description: `Failed to fetch ${records}`,
      variant: "error",
    }),
    /** 'Event created successfully', 'Team member added successfully'. */
    saved: (record: string, verb: "created" | "added" | "updated"): ToastMessage => ({
      title: "Success",
      description: `${capitalize(record)} ${verb} successfully`,
      variant: "success",
    }),
    deleted: (record: string): ToastMessage => ({
      title: "Success",
      description: `${capitalize(record)} deleted successfully`,
      variant: "success",
    }),
    saveFailed: (record: string): ToastMessage => ({
      title: "Error",
      description: `Failed to save ${record}`,
      variant: "error",
    }),
    deleteFailed: (record: string): ToastMessage => ({
      title: "Error",
      description: `Failed to delete ${record}`,
      variant: "error",
    }),
    changedMeanwhile: (record: string): ToastMessage => ({
      title: "Not saved",
      description: `This ${record} was changed by someone else while you were editing it. The form now shows the saved version: make your changes again and save.`,
      variant: "warning",
    }),
    deletedMeanwhile: (record: string): ToastMessage => ({
      title: "Not found",
      description: `This ${record} no longer exists: someone else deleted it.`,
      variant: "error",
    }),
    uploaded: { title: "Success", description: "Image uploaded successfully", variant: "success" },
    videoUploaded: { title: "Success", description: "Video uploaded successfully", variant: "success" },
    previewFailed: "The preview could not be made just now. Your text is as you wrote it; try again.",
    uploadFailed: {
      title: "Upload failed",
      description: "Failed to upload image. Please try again.",
      variant: "error",
    },
    invalidFileType: (types: string): ToastMessage => ({
      title: "Invalid file type",
      description: `Please select one of: ${types}`,
      variant: "error",
    }),
    pictureTooLarge: (maxMegapixels: number, megapixels: number): ToastMessage => ({
      title: "File too large",
      description: `Please select a picture of at most ${maxMegapixels} megapixels (this one has ${megapixels})`,
      variant: "error",
    }),
    fileTooLarge: (megabytes: number): ToastMessage => ({
      title: "File too large",
      description: `Please select a file smaller than ${megabytes}MB`,
      variant: "error",
    }),
    cropped: { title: "Success", description: "Image cropped", variant: "success" },
    videoAdded: { title: "Success", description: "Video added to gallery successfully", variant: "success" },
    videoAddFailed: { title: "Error", description: "Failed to add video to gallery", variant: "error" },
    unknownAction: {
      title: "Error",
      description: "This action is not known. Reload the page and try again.",
      variant: "error",
    },
  },
  inbox: {
    handled: { title: "Success", description: "Message marked as handled", variant: "success" },
    reopened: { title: "Success", description: "Message marked as not handled", variant: "success" },
    updateFailed: { title: "Error", description: "Failed to update message", variant: "error" },
    subscriberRemoved: { title: "Success", description: "Subscriber removed successfully", variant: "success" },
    removeFailed: { title: "Error", description: "Failed to remove subscriber", variant: "error" },
    subscriberGone: { title: "Not found", description: "This subscriber was already removed.", variant: "error" },
  },
  /** The admin's own account: passwords, invitations accepted, email choices. */
  account: {
    alreadyAdmin: (email: string): ToastMessage => ({
      title: "Already an admin",
      description: `${email} is already an admin: sign in with its password, or use 'Forgot password?' on the sign-in page.`,
      variant: "error",
    }),
    passwordReset: {
      title: "Password changed",
      description: "Your new password is set, and every other session of your account has ended.",
      variant: "success",
    },
    passwordResetSignIn: {
      title: "Password changed",
      description: "Your new password is set. Sign in with it.",
      variant: "success",
    },
    invitationAccepted: {
      title: "Welcome!",
      description: "You are now an admin of the site.",
      variant: "success",
    },
    invitationFailed: {
      title: "Error",
      description: "Your invitation could not be accepted. Ask the admin who invited you to send a new one.",
      variant: "error",
    },
    invitationAcceptedSignIn: {
      title: "Welcome!",
      description: "You are now an admin of the site. Sign in with your new password.",
      variant: "success",
    },
    notificationsSaved: { title: "Success", description: "Your email choice is saved", variant: "success" },
    twoStepOn: {
      title: "Success",
      description: "Two-step sign-in is on: signing in now asks for a code from your app",
      variant: "success",
    },
    twoStepOff: { title: "Success", description: "Two-step sign-in is off", variant: "success" },
    backupCodesRenewed: {
      title: "Success",
      description: "New backup codes are ready: the old ones no longer work",
      variant: "success",
    },
    twoStepRequired: {
      title: "Not turned off",
      description: "This site requires two-step sign-in for every admin.",
      variant: "warning",
    },
    notificationsInvalid: { title: "Not saved", description: "Choose one of the options.", variant: "error" },
    passwordChanged: {
      title: "Password changed",
      description: "Your new password is set. Every other browser signed in to your account has been signed out.",
      variant: "success",
    },
  },
  admins: {
    invited: { title: "Invitation sent", description: "The link works once, within 7 days.", variant: "success" },
    /** Invited on a site without a mail server: the email waits, and the page shows the link. */
    invitedWithoutMail: {
      title: "Invitation waiting",
      description:
        "No mail server is configured, so the email waits in the outbox. Copy the link below and send it yourself; it works once, within 7 days.",
      variant: "warning",
    },
    withdrawn: { title: "Success", description: "Invitation withdrawn: its link no longer works", variant: "success" },
    invitationGone: {
      title: "Not found",
      description: "This invitation is no longer pending: it was accepted or withdrawn.",
      variant: "error",
    },
    adminGone: { title: "Not found", description: "This account is no longer an admin.", variant: "error" },
    twoStepReset: (email: string): ToastMessage => ({
      title: "Success",
      description: `${email} now signs in with the password alone, and is signed out everywhere; two-step sign-in is set up again on the account page`,
      variant: "success",
    }),
    twoStepAlreadyOff: (email: string): ToastMessage => ({
      title: "Not changed",
      description: `${email} does not use two-step sign-in.`,
      variant: "error",
    }),
    revoked: (email: string): ToastMessage => ({
      title: "Success",
      description: `${email} is no longer an admin; its sessions have ended`,
      variant: "success",
    }),
    refused: (reason: string): ToastMessage => ({ title: "Not changed", description: reason, variant: "error" }),
    failed: { title: "Error", description: "Failed to update the admins. Please try again.", variant: "error" },
  },
  mail: {
    retried: { title: "Success", description: "The message is queued and will be sent again", variant: "success" },
    notFailed: {
      title: "Not found",
      description: "This message is no longer failed: it was queued again or removed.",
      variant: "error",
    },
    retryFailed: { title: "Error", description: "Failed to queue the message again", variant: "error" },
  },
  attendees: {
    added: (name: string, waitlisted: boolean): ToastMessage => ({
      title: "Success",
      description: waitlisted ? `${name} is on the waitlist (the event is full)` : `${name} is registered`,
      variant: "success",
    }),
    alreadyThere: (name: string, resent: boolean): ToastMessage => ({
      title: "Already registered",
      description: `${name} was registered already; ${resent ? "the confirmation was sent again" : "the confirmation was sent several times in the last hour, so not again"}`,
      variant: "info",
    }),
    full: {
      title: "Not added",
      description: "The event is full and has no waitlist: raise Max Attendees or turn on the waitlist first.",
      variant: "error",
    },
    offSite: {
      title: "Not added",
      description:
        "This event takes registrations through its external link: set Registration to 'On this site' first.",
      variant: "error",
    },
    cancelledEvent: { title: "Not added", description: "This event is cancelled.", variant: "error" },
    removed: (promoted: number): ToastMessage => ({
      title: "Success",
      description: `Registration cancelled${promoted > 0 ? `; ${promoted} from the waitlist now ${promoted === 1 ? "has a seat" : "have seats"}` : ""}`,
      variant: "success",
    }),
    alreadyCancelled: {
      title: "Not changed",
      description: "This registration is already cancelled.",
      variant: "error",
    },
    registrationGone: {
      title: "Not found",
      description:
        "This registration is not one of this event's: it may have been removed. The list shows them as they are now.",
      variant: "error",
    },
    emailed: (count: number): ToastMessage => ({
      title: "Success",
      description: `${count} ${count === 1 ? "email" : "emails"} queued, one to each confirmed attendee`,
      variant: "success",
    }),
    nobodyToEmail: { title: "Not sent", description: "No one is confirmed for this event yet.", variant: "error" },
    failed: { title: "Error", description: "Failed to update the attendees. Please try again.", variant: "error" },
    undone: { title: "Success", description: "Check-in taken back", variant: "success" },
    notCheckedIn: { title: "Not found", description: "This person was not checked in.", variant: "error" },
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)>>;
