-- Every catalog change NOTIFYs catalog_changed so each API process drops its in-memory copy (catalog-cache.ts).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER packages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER add_ons_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON add_on_services FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER zones_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_zones FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER zips_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zone_zip_codes FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER areas_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_areas FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER communities_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_communities FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
