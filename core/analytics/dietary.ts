// Words in a booking note that a kitchen must see before the guests arrive: allergies, intolerances and diets, in the
// three languages of the product (de, en, es). Stems, so "Allergie", "allergy" and "alergia" all match.
const dietaryStems = [
  'allerg', 'alerg', 'intoler', 'unverträg', 'zöliak', 'celiac', 'coeliac', 'celíac',
  'gluten', 'lactos', 'laktos', 'dairy', 'milch', 'lácteo', 'lacteo',
  'nuss', 'nüss', 'nut', 'nuez', 'nueces', 'erdnuss', 'peanut', 'cacahuet', 'maní',
  'shellfish', 'meeresfrücht', 'marisco', 'crustace', 'krusten', 'fish', 'fisch', 'pescado',
  'egg', 'eier', 'huevo', 'soy', 'soja', 'sesam', 'sésamo', 'mustard', 'senf', 'mostaza', 'sellerie', 'celery', 'apio',
  'vegan', 'vegetar', 'pescetar', 'pescatar', 'halal', 'kosher', 'koscher', 'diet', 'diät', 'dieta',
  'schwanger', 'pregnan', 'embaraz', 'sin gluten', 'sin lactosa', 'ohne', 'sin ',
];

// A stem matches at the start of a word only: "nut" in "nuts", never in "minutes".
const dietaryPattern = new RegExp(`(?<!\\p{L})(?:${dietaryStems.map((stem) => stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'iu');

/** True when the note names an allergy, an intolerance or a diet. */
export function mentionsDiet(note: string | null | undefined): boolean {
  return !!note && dietaryPattern.test(note);
}
