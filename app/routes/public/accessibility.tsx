import { Link } from "react-router";
import { TextPage } from "~/components/prose";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Accessibility",
    description: "How the KFUPM Aerospace Club website is made usable for everyone, and how to report a barrier.",
    path: "/accessibility",
  });

export default function Accessibility() {
  return (
    <TextPage title="Accessibility" description="We want everyone to be able to use this website.">
      <h2>Our goal</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we check every page with
        automated tests in both light and dark theme, on phones and on desktops.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>Every page works with a keyboard alone; a "Skip to content" link comes first.</li>
        <li>Forms have visible labels, and errors are announced to screen readers.</li>
        <li>Pictures have text alternatives; decorative ones are hidden from screen readers.</li>
        <li>The background video does not play when your device asks for reduced motion.</li>
        <li>Light and dark themes follow your device setting, and text keeps a readable contrast in both.</li>
        <li>Pages work before, and without, JavaScript.</li>
      </ul>
      <h2>Report a barrier</h2>
      <p>
        If something on this site is hard or impossible for you to use, tell us through the{" "}
        <Link to="/contact">contact page</Link>. We reply within 24 hours on working days and fix what we can.
      </p>
    </TextPage>
  );
}
