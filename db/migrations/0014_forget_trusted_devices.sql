-- No device is trusted past two-step sign-in's code any more (app/lib/auth.server.ts): the trusts
-- Better Auth's API could give before are forgotten, so each of their sign-ins asks for a code.
DELETE FROM "verification" WHERE "identifier" LIKE 'trust-device-%';
