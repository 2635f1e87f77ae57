/**
 * The cache tags of a fetched list: one for the list itself (id 'LIST', or the id of one of
 * several lists of the type) and one per item, so that creating an item refreshes the list and
 * changing one refreshes every list it is in.
 */
export function listTags<Type extends string>(type: Type, items: readonly { id: string }[], listId = 'LIST') {
  return [{ type, id: listId }, ...items.map(({ id }) => ({ type, id }))]
}
