package report

// diagnosisRegions are the findings keys (the vocabularies', the same in every language) an
// impression names by their diagnosis when a statement describes them in other words, each
// with the region of the anatomy tables the diagnosis belongs to: a statement naming another
// region describes something else (calculi in the urinary bladder are no nephrolithiasis).
var diagnosisRegions = map[string]string{
	"cholelithiasis":   "gallbladder",
	"kidney stone":     "kidneys",
	"pleural effusion": "pleura",
	"steatosis":        "liver",
	"hydronephrosis":   "kidneys",
}

// diagnosisWords is one language's way of writing a diagnosis in an impression.
type diagnosisWords struct {
	// names are the diagnoses by findings key, lower case.
	names map[string]diagnosisName
	// sides are the side words by side, masculine and feminine.
	sides map[side][2]string
	// sideFirst: the side stands before the name ("Right nephrolithiasis"), else after it
	// ("Nephrolithiasis rechts", "Lithiase rénale droite").
	sideFirst bool
	// modifiersFirst: severity and comparison words may stand before the name as dictated
	// ("New small right pleural effusion"). Where they take the name's gender and case
	// ("Neuer kleiner Pleuraerguss"), the statement keeps its own words instead.
	modifiersFirst bool
	// restating are the whole words that name nothing a diagnosis would lose: articles,
	// prepositions, verbs of being, showing and containing, plural quantifiers ("multiple",
	// "mehrere"), lower case.
	restating []string
}

// diagnosisName is a diagnosis's name and whether a side word after it takes the feminine.
type diagnosisName struct {
	name     string
	feminine bool
}

var diagnosisLanguages = map[string]*diagnosisWords{
	"en": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "cholelithiasis"}, "kidney stone": {name: "nephrolithiasis"},
			"pleural effusion": {name: "pleural effusion"}, "steatosis": {name: "hepatic steatosis"},
			"hydronephrosis": {name: "hydronephrosis"},
		},
		sides:          map[side][2]string{leftSide: {"left", "left"}, rightSide: {"right", "right"}, bothSides: {"bilateral", "bilateral"}},
		sideFirst:      true,
		modifiersFirst: true,
		restating: []string{"the", "a", "an", "there", "is", "are", "contains", "contain", "containing", "shows",
			"demonstrates", "multiple", "several", "numerous", "few", "seen", "noted", "present", "identified",
			"in", "within", "of", "at", "on", "side", "sided"},
	},
	"de": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "Cholezystolithiasis"}, "kidney stone": {name: "Nephrolithiasis"},
			"pleural effusion": {name: "Pleuraerguss"}, "steatosis": {name: "Steatosis hepatis"},
			"hydronephrosis": {name: "Harnstau"},
		},
		sides: map[side][2]string{leftSide: {"links", "links"}, rightSide: {"rechts", "rechts"}, bothSides: {"beidseits", "beidseits"}},
		restating: []string{"es", "zeigt", "zeigen", "sich", "findet", "finden", "besteht", "bestehen", "nachweis",
			"ein", "eine", "einer", "eines", "einem", "einen", "mehrere", "multiple", "zahlreiche", "einige",
			"der", "die", "das", "dem", "den", "des", "in", "im", "von", "vom", "mit", "ist", "sind", "seite",
			"seitig"},
	},
	"fr": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "lithiase vésiculaire", feminine: true}, "kidney stone": {name: "lithiase rénale", feminine: true},
			"pleural effusion": {name: "épanchement pleural"}, "steatosis": {name: "stéatose hépatique", feminine: true},
			"hydronephrosis": {name: "hydronéphrose", feminine: true},
		},
		sides: map[side][2]string{leftSide: {"gauche", "gauche"}, rightSide: {"droit", "droite"}, bothSides: {"bilatéral", "bilatérale"}},
		restating: []string{"présence", "il", "y", "a", "on", "note", "un", "une", "plusieurs", "multiples",
			"de", "des", "du", "d", "la", "le", "les", "l", "dans", "au", "sein", "contient", "côté"},
	},
	"es": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "colelitiasis", feminine: true}, "kidney stone": {name: "nefrolitiasis", feminine: true},
			"pleural effusion": {name: "derrame pleural"}, "steatosis": {name: "esteatosis hepática", feminine: true},
			"hydronephrosis": {name: "hidronefrosis", feminine: true},
		},
		sides: map[side][2]string{leftSide: {"izquierdo", "izquierda"}, rightSide: {"derecho", "derecha"}, bothSides: {"bilateral", "bilateral"}},
		restating: []string{"se", "observa", "observan", "identifica", "identifican", "hay", "presencia", "un", "una",
			"múltiples", "varios", "varias", "el", "la", "los", "las", "de", "del", "en", "con", "su", "interior", "lado"},
	},
	"it": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "colelitiasi", feminine: true}, "kidney stone": {name: "calcolosi renale", feminine: true},
			"pleural effusion": {name: "versamento pleurico"}, "steatosis": {name: "steatosi epatica", feminine: true},
			"hydronephrosis": {name: "idronefrosi", feminine: true},
		},
		sides: map[side][2]string{leftSide: {"sinistro", "sinistra"}, rightSide: {"destro", "destra"}, bothSides: {"bilaterale", "bilaterale"}},
		restating: []string{"si", "osserva", "osservano", "presenza", "un", "una", "multipli", "multiple", "alcuni",
			"di", "del", "della", "dei", "delle", "il", "la", "i", "le", "in", "nel", "nella", "a", "al", "lato"},
	},
	"pt": {
		names: map[string]diagnosisName{
			"cholelithiasis": {name: "colelitíase", feminine: true}, "kidney stone": {name: "nefrolitíase", feminine: true},
			"pleural effusion": {name: "derrame pleural"}, "steatosis": {name: "esteatose hepática", feminine: true},
			"hydronephrosis": {name: "hidronefrose", feminine: true},
		},
		sides: map[side][2]string{leftSide: {"esquerdo", "esquerda"}, rightSide: {"direito", "direita"}, bothSides: {"bilateral", "bilateral"}},
		restating: []string{"observa", "observam", "se", "presença", "um", "uma", "múltiplos", "vários", "várias",
			"o", "a", "os", "as", "de", "do", "da", "dos", "das", "em", "no", "na", "com", "lado"},
	},
}
