// Words in a booking note that a kitchen must see before the guests arrive: allergies, intolerances, diets and
// "without …" wishes, in the three languages of the product (de, en, es). A missed allergy costs a guest's health, a
// needless flag a glance: where in doubt, a word is flagged — but never a word that merely begins like one ("minutes",
// "nutzen", "Dieter", "Fischer").

/** Found anywhere in a word: German compounds put them last ("Nussallergie", "Laktoseintoleranz", "glutenfrei"). */
const infixes = ['allerg', 'alerg', 'alérg', 'intoler', 'unverträg', 'zöliak', 'celiac', 'coeliac', 'celíac', 'gluten', 'lactos', 'laktos', 'vegan', 'vegetar', 'pescetar', 'pescatar', 'diät'];

/** Found at the start of a word, with any ending ("Meeresfrüchte", "peanuts", "mariscos", "embarazada"). */
const prefixes = [
  'dairy', 'milch', 'lácteo', 'lacteo', 'nuss', 'nüss', 'erdnuss', 'erdnüss', 'peanut', 'cacahuet', 'walnut', 'hazelnut', 'haselnuss', 'almond', 'mandel', 'almendra',
  'shellfish', 'meeresfrücht', 'marisco', 'crustace', 'krusten', 'pescado', 'huevo', 'soja', 'soya', 'sesam', 'sésamo',
  'mustard', 'senf', 'mostaza', 'sellerie', 'celery', 'lupin', 'altramuz', 'halal', 'kosher', 'koscher',
  'schwanger', 'pregnan', 'embaraz', 'dietar', 'dietét', 'dietet',
];

/** Whole words only: each also begins common words that mean something else ("nutzen", "Dieter", "Fischer", "signal"). */
const words = ['nut', 'nuts', 'nuez', 'nueces', 'maní', 'fish', 'fisch', 'egg', 'eggs', 'eier', 'ei', 'soy', 'diet', 'diets', 'dieta', 'dietas', 'apio', 'ohne', 'sin', 'without'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (list: readonly string[]) => list.map(escape).join('|');

// Letters are Unicode letters (\p{L}), so "é" and "ü" belong to their word.
const dietaryPattern = new RegExp(
  `(?:${alternatives(infixes)})|(?<!\\p{L})(?:${alternatives(prefixes)})|(?<!\\p{L})(?:${alternatives(words)})(?!\\p{L})`,
  'iu',
);

/** True when the note names an allergy, an intolerance, a diet or something the guest wants left out. */
export function mentionsDiet(note: string | null | undefined): boolean {
  return !!note && dietaryPattern.test(note);
}
