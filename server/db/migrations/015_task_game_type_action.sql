-- A task narrowed to one game type (type_id) sends Go to that type's tab of the lobby, not the lobby's top:
-- 'games:<typeId>' (the app falls back to the lobby for an action it does not know).
UPDATE task_defs SET action = 'games:' || type_id WHERE action = 'games' AND type_id IS NOT NULL;
