-- Dedicated VIP service: a row with min_vip > 0 is shown only to players at that VIP level or above.
ALTER TABLE customer_services ADD COLUMN min_vip integer NOT NULL DEFAULT 0 CHECK (min_vip >= 0);
