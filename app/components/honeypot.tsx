import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * The public forms' trap for programs: off screen, out of the tab order and hidden from screen
 * readers, so a person never meets it; its label says what to do should anyone reach it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
