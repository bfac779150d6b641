-- A speed-guarded command's own maximum speed (km/h, D154): the command tracker holds it while the
-- vehicle is faster than the lower of this and command.cut_oil_max_kmh. 电动车租赁's lock carries the
-- company's lock speed. NULL: the platform's limit only.
ALTER TABLE commands ADD COLUMN max_kmh DOUBLE PRECISION;
