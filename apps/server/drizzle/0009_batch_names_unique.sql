-- Hand-written part: a tenant's batches may not share a name (ignoring case and spaces at the
-- ends): the export's `batch` column holds only the name. Names that already clash keep the
-- oldest batch's as it is; each later one gets the start of its id after it, so the index below
-- can be built and every batch can still be told apart.
UPDATE "batches" AS b
SET "name" = btrim(b."name") || ' (' || left(b."id"::text, 8) || ')'
FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY "tenant_id", lower(btrim("name")) ORDER BY "created_at", "id"
	) AS n
	FROM "batches"
) AS d
WHERE b."id" = d."id" AND d.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "batches_name_per_tenant" ON "batches" USING btree ("tenant_id",lower(btrim("name")));