-- Every change to a restaurant's floor (areas, area groups, specials, tables) bumps restaurants.config_version, by
-- trigger so that no writer can forget it. API processes cache the floor per restaurant and reload it when the
-- version they read moves (server/services/floor-cache.ts).
CREATE OR REPLACE FUNCTION bump_restaurant_config_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE restaurants SET config_version = config_version + 1 WHERE id = OLD.restaurant_id;
  ELSE
    UPDATE restaurants SET config_version = config_version + 1 WHERE id = NEW.restaurant_id;
    IF TG_OP = 'UPDATE' AND NEW.restaurant_id <> OLD.restaurant_id THEN
      UPDATE restaurants SET config_version = config_version + 1 WHERE id = OLD.restaurant_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER areas_config_version AFTER INSERT OR UPDATE OR DELETE ON areas FOR EACH ROW EXECUTE FUNCTION bump_restaurant_config_version();
--> statement-breakpoint
CREATE TRIGGER area_groups_config_version AFTER INSERT OR UPDATE OR DELETE ON area_groups FOR EACH ROW EXECUTE FUNCTION bump_restaurant_config_version();
--> statement-breakpoint
CREATE TRIGGER specials_config_version AFTER INSERT OR UPDATE OR DELETE ON specials FOR EACH ROW EXECUTE FUNCTION bump_restaurant_config_version();
--> statement-breakpoint
CREATE TRIGGER dining_tables_config_version AFTER INSERT OR UPDATE OR DELETE ON dining_tables FOR EACH ROW EXECUTE FUNCTION bump_restaurant_config_version();
