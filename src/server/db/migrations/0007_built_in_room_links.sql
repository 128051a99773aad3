-- Custom migration (drizzle-kit generate --custom), ADR 025: consultations still ahead whose link points at the
-- public meet.jit.si move to the built-in room, stored as its path. Past ones keep their history as it was.
UPDATE "appointments"
   SET "video_link" = '/consultas/sala/' || "id"
 WHERE "video_link" LIKE 'https://meet.jit.si/%'
   AND "ends_at" > now();
