import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [index("routes/public/home.tsx"), route("*", "routes/public/not-found.tsx")]),
  route("healthz", "routes/resources/healthz.ts"),
  route("api/auth/*", "routes/resources/auth.ts"),
  route("resources/theme", "routes/resources/theme.ts"),
] satisfies RouteConfig;
