import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content Security Policy nonce of this response. */
    cspNonce?: string;
    /** The client's address, from the connection or a proxy on the same host. */
    clientIp?: string;
    /** On admin pages, the signed-in user the server already looked up (null: none). */
    sessionUser?: import("./features/admin-accounts/service/session.server").SessionUser | null;
    /** Render the whole page before sending (a page rendered for the page cache). */
    renderWhole?: boolean;
  }
}
