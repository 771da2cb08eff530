import { Link } from "react-router";
import { TextPage } from "~/components/prose";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Terms of Use",
    description: "The terms for using the KFUPM Aerospace Club website and its content.",
    path: "/terms",
  });

export default function Terms() {
  return (
    <TextPage title="Terms of Use" description="The rules for using this website.">
      <h2>About this site</h2>
      <p>
        This website is run by students of the KFUPM Aerospace Club. It informs about the club's events, projects and
        news. It is not an official publication of King Fahd University of Petroleum &amp; Minerals.
      </p>
      <h2>Content</h2>
      <p>
        Texts, pictures and videos on this site belong to the club and its members unless stated otherwise. You may
        share them for non-commercial purposes with a credit to the club. Ask us before any other use.
      </p>
      <h2>Events and registration</h2>
      <p>
        Event details can change. Registration links may lead to forms run by other services, whose own terms apply. The
        club may cancel or move an event; we announce changes on the events page.
      </p>
      <h2>Links to other sites</h2>
      <p>We link to other websites for your convenience; we are not responsible for their content.</p>
      <h2>Questions</h2>
      <p>
        Write to us through the <Link to="/contact">contact page</Link>.
      </p>
    </TextPage>
  );
}
