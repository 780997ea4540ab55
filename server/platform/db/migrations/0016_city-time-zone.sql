-- A city's time zone (spec §2 admin area, city detail): the zone a restaurant created in the city starts with.
ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;
