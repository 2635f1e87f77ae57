package dictation

import (
	"strings"
	"unicode/utf8"
)

// disfluencyLanguage is what one dictation language says while hesitating or correcting itself.
type disfluencyLanguage struct {
	// fillers are hesitation sounds, lower case with runs of a letter written once ("ummm" is
	// "um"): removed however long they are drawn out.
	fillers map[string]bool
	// drawn are sounds that are words when short ("é" is "is" in Portuguese, "mm" is millimetres)
	// and fillers only when drawn out (a letter three times or more: "ééé", "mmm") or trailed
	// off ("é...").
	drawn map[string]bool
	// keepRepeated are words that are said twice in a row in grammatical sentences ("that
	// that", "nous nous"); German articles after a comma are handled apart (relative clauses:
	// "der Knoten, der der Pleura anliegt").
	keepRepeated map[string]bool
	// strongCues announce a self-correction whatever follows ("sorry", "I mean"); a strong cue
	// whose correction cannot be matched is flagged for review.
	strongCues [][]string
	// weakCues are ordinary words too ("no", "rather", "correction"): they correct only when the
	// word after them matches one before them, and are flagged only when set off by commas.
	weakCues [][]string
	// sides, organs and articles are the word classes a self-correction must match.
	sides, organs, articles map[string]bool
	// sidePlaces are the prepositions after which an article and a side name a place of their
	// own ("on the left"). After an article that follows any other word a side wants its noun
	// ("in the left ... lobe"), so "no" and the other side straight after it correct it ("in
	// the left no right lower lobe"). Nil where this reading is not known: "no" between two
	// sides without a pause is then kept for review.
	sidePlaces map[string]bool
}

// fillerUnits are fillers that are also a unit as written after a number ("500 um" is
// micrometres): after a number they are kept where they end a statement.
var fillerUnits = wordSet("um")

func wordSet(list ...string) map[string]bool { return set(list...) }

func cues(list ...string) [][]string {
	out := make([][]string, 0, len(list))
	for _, c := range list {
		out = append(out, strings.Fields(c))
	}
	return out
}

// disfluencies is keyed by base language code (de-ch uses de, pt-br uses pt).
var disfluencies = map[string]*disfluencyLanguage{
	"en": {
		fillers:      wordSet("uh", "um", "er", "ah", "erm", "hm", "uhm", "eh"),
		drawn:        wordSet("m"),
		keepRepeated: wordSet("that", "had", "very"),
		strongCues:   cues("sorry", "i'm sorry", "i mean", "i meant", "pardon me"),
		weakCues:     cues("no", "correction", "rather", "or rather"),
		sides:        wordSet("left", "right"),
		organs: wordSet("liver", "spleen", "kidney", "pancreas", "gallbladder", "lung", "heart", "bladder",
			"stomach", "adrenal", "ovary", "uterus", "prostate", "thyroid", "aorta", "colon", "duodenum",
			"ileum", "jejunum", "appendix", "femur", "tibia", "humerus", "rib", "breast", "testis"),
		articles:   wordSet("the", "a", "an"),
		sidePlaces: wordSet("on", "to", "at", "from", "towards"),
	},
	"de": {
		fillers:      wordSet("äh", "ähm", "öh", "öhm", "hm", "ehm"),
		drawn:        wordSet("m"),
		keepRepeated: wordSet("sie"),
		strongCues:   cues("entschuldigung", "sorry", "ich meine", "ich meinte", "pardon", "verzeihung"),
		weakCues:     cues("nein", "korrektur", "besser gesagt", "vielmehr"),
		sides: wordSet("links", "rechts", "linke", "rechte", "linken", "rechten", "linker", "rechter",
			"linkes", "rechtes", "linksseitig", "rechtsseitig", "linksseitige", "rechtsseitige",
			"linksseitigen", "rechtsseitigen"),
		organs: wordSet("leber", "milz", "niere", "pankreas", "gallenblase", "lunge", "herz", "harnblase",
			"blase", "magen", "nebenniere", "ovar", "uterus", "prostata", "schilddrüse", "aorta",
			"kolon", "duodenum", "appendix", "femur", "tibia", "humerus", "rippe", "mamma", "hoden"),
		articles: wordSet("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer"),
		// German names a side as a place without an article ("links"): after one it is an adjective.
		sidePlaces: wordSet(),
	},
	"fr": {
		fillers:      wordSet("euh", "heu", "bah", "hum", "euhm"),
		drawn:        wordSet("m"),
		keepRepeated: wordSet("nous", "vous"),
		strongCues:   cues("pardon", "je veux dire", "je voulais dire", "désolé", "désolée", "excusez-moi"),
		weakCues:     cues("non", "correction", "plutôt", "ou plutôt"),
		sides:        wordSet("gauche", "droite", "droit", "gauches", "droites", "droits"),
		organs: wordSet("foie", "rate", "rein", "pancréas", "vésicule", "poumon", "cœur", "coeur", "vessie",
			"estomac", "surrénale", "ovaire", "utérus", "prostate", "thyroïde", "aorte", "côlon",
			"duodénum", "appendice", "fémur", "tibia", "humérus", "côte", "sein", "testicule"),
		articles: wordSet("le", "la", "les", "l'", "un", "une", "du", "de", "au", "à"),
	},
	"es": {
		fillers: wordSet("eh", "em", "ehm"),
		drawn:   wordSet("m"),
		strongCues: cues("perdón", "perdon", "perdona", "disculpa", "disculpe", "quiero decir",
			"quise decir", "lo siento"),
		weakCues: cues("no", "corrección", "mejor dicho", "digo"),
		sides:    wordSet("izquierdo", "izquierda", "derecho", "derecha", "izquierdos", "izquierdas", "derechos", "derechas"),
		organs: wordSet("hígado", "bazo", "riñón", "páncreas", "vesícula", "pulmón", "corazón", "vejiga",
			"estómago", "suprarrenal", "ovario", "útero", "próstata", "tiroides", "aorta", "colon",
			"duodeno", "apéndice", "fémur", "tibia", "húmero", "costilla", "mama", "testículo"),
		articles: wordSet("el", "la", "los", "las", "un", "una", "al", "del"),
	},
	"it": {
		fillers:      wordSet("ehm", "eh", "uhm", "mh"),
		drawn:        wordSet("m"),
		keepRepeated: wordSet("che"),
		strongCues:   cues("scusa", "scusate", "scusi", "pardon", "volevo dire", "intendo"),
		weakCues:     cues("no", "correzione", "anzi", "cioè"),
		sides:        wordSet("sinistro", "sinistra", "destro", "destra", "sinistri", "sinistre", "destri", "destre"),
		organs: wordSet("fegato", "milza", "rene", "pancreas", "colecisti", "polmone", "cuore", "vescica",
			"stomaco", "surrene", "ovaio", "utero", "prostata", "tiroide", "aorta", "colon", "duodeno",
			"appendice", "femore", "tibia", "omero", "costola", "mammella", "testicolo"),
		articles: wordSet("il", "lo", "la", "i", "gli", "le", "l'", "un", "uno", "una", "al", "del", "nel", "della", "nella"),
	},
	"pt": {
		fillers:      wordSet("ahn", "hum", "hã", "ãh", "eh", "ehm", "hmm"),
		drawn:        wordSet("é", "e", "m"),
		keepRepeated: wordSet("que"),
		strongCues: cues("desculpe", "desculpa", "perdão", "quer dizer", "quero dizer", "queria dizer",
			"com licença"),
		weakCues: cues("não", "correção", "aliás", "digo", "ou melhor"),
		sides:    wordSet("esquerdo", "esquerda", "direito", "direita", "esquerdos", "esquerdas", "direitos", "direitas"),
		organs: wordSet("fígado", "baço", "rim", "pâncreas", "vesícula", "pulmão", "coração", "bexiga",
			"estômago", "suprarrenal", "ovário", "útero", "próstata", "tiroide", "tireoide", "aorta",
			"cólon", "duodeno", "apêndice", "fémur", "fêmur", "tíbia", "úmero", "costela", "mama", "testículo"),
		articles: wordSet("o", "a", "os", "as", "um", "uma", "à", "às", "ao", "aos", "no", "na", "do", "da"),
	},
	"sv": {
		fillers:      wordSet("eh", "öh", "öhm", "ehm", "hm"),
		drawn:        wordSet("m", "e"),
		keepRepeated: wordSet("det"),
		strongCues:   cues("förlåt", "ursäkta", "jag menar", "jag menade"),
		weakCues:     cues("nej", "rättelse", "snarare", "eller snarare"),
		sides:        wordSet("vänster", "höger", "vänstra", "högra", "vänstersidig", "högersidig"),
		organs: wordSet("levern", "lever", "mjälten", "mjälte", "njuren", "njure", "bukspottkörteln", "gallblåsan",
			"lungan", "lunga", "hjärtat", "urinblåsan", "magsäcken", "binjuren", "äggstocken", "livmodern",
			"prostata", "sköldkörteln", "aorta", "aortan"),
	},
	"sl": {
		fillers:    wordSet("eh", "ehm", "hm", "mhm"),
		drawn:      wordSet("e", "m"),
		strongCues: cues("oprostite", "oprosti", "pardon", "mislim", "hotel sem reči", "hotela sem reči"),
		weakCues:   cues("ne", "popravek", "oziroma"),
		sides: wordSet("levi", "desni", "leva", "desna", "levo", "desno", "levem", "desnem", "leve",
			"desne", "levega", "desnega"),
		organs: wordSet("jetra", "vranica", "ledvica", "trebušna slinavka", "žolčnik", "pljuča", "srce",
			"mehur", "želodec", "nadledvičnica", "jajčnik", "maternica", "prostata", "ščitnica", "aorta"),
	},
	"pl": {
		fillers:      wordSet("yyy", "eee", "em", "emm", "hm", "yy"),
		drawn:        wordSet("y", "e", "m"),
		keepRepeated: wordSet("to", "się"),
		strongCues:   cues("przepraszam", "sorry", "to znaczy", "chodziło mi o", "miałem na myśli", "miałam na myśli"),
		weakCues:     cues("nie", "korekta", "poprawka", "raczej", "a raczej"),
		sides: wordSet("lewy", "prawy", "lewa", "prawa", "lewe", "prawe", "lewej", "prawej", "lewego",
			"prawego", "lewym", "prawym", "lewostronny", "prawostronny"),
		organs: wordSet("wątroba", "śledziona", "nerka", "trzustka", "pęcherzyk", "płuco", "serce",
			"pęcherz", "żołądek", "nadnercze", "jajnik", "macica", "prostata", "tarczyca", "aorta",
			"wątroby", "śledziony", "nerki", "trzustki", "płuca"),
	},
	"lt": {
		fillers:    wordSet("ehm", "hm", "mhm"),
		drawn:      wordSet("e", "m"),
		strongCues: cues("atsiprašau", "turiu omeny", "turėjau omeny", "norėjau pasakyti"),
		weakCues:   cues("ne", "pataisymas", "tiksliau"),
		sides: wordSet("kairė", "dešinė", "kairysis", "dešinysis", "kairiojo", "dešiniojo", "kairėje",
			"dešinėje", "kairioji", "dešinioji", "kairiosios", "dešiniosios", "kairio", "dešinio"),
		organs: wordSet("kepenys", "blužnis", "inkstas", "kasa", "tulžies pūslė", "plautis", "širdis",
			"šlapimo pūslė", "skrandis", "antinksčiai", "kiaušidė", "gimda", "prostata", "skydliaukė", "aorta"),
	},
	"ro": {
		fillers:    wordSet("ăă", "ăăă", "ăh", "ăm", "hm", "ehm", "îî"),
		drawn:      wordSet("ă", "e", "m", "î"),
		strongCues: cues("scuze", "scuzați", "pardon", "vreau să spun", "voiam să spun", "îmi pare rău"),
		weakCues:   cues("nu", "corectură", "corectez", "mai exact", "adică"),
		sides: wordSet("stâng", "drept", "stânga", "dreapta", "stângă", "dreaptă", "stângi", "drepți",
			"stâng", "drepte"),
		organs: wordSet("ficat", "splină", "rinichi", "pancreas", "vezică", "plămân", "inimă", "stomac",
			"suprarenală", "ovar", "uter", "prostată", "tiroidă", "aortă", "ficatul", "splina", "rinichiul",
			"plămânul"),
	},
	"el": {
		fillers:    wordSet("εμ", "εεμ", "χμ", "εχμ"),
		drawn:      wordSet("ε", "μ"),
		strongCues: cues("συγγνώμη", "συγνώμη", "εννοώ", "ήθελα να πω"),
		weakCues:   cues("όχι", "διόρθωση", "δηλαδή", "μάλλον"),
		sides: wordSet("αριστερά", "δεξιά", "αριστερός", "δεξιός", "αριστερό", "δεξιό", "αριστερή",
			"αριστερού", "δεξιού", "αριστερής", "δεξιάς", "αριστερών", "δεξιών"),
		organs: wordSet("ήπαρ", "σπλήνας", "νεφρός", "πάγκρεας", "χοληδόχος", "πνεύμονας", "καρδιά",
			"ουροδόχος", "στομάχι", "επινεφρίδιο", "ωοθήκη", "μήτρα", "προστάτης", "θυρεοειδής", "αορτή"),
		articles: wordSet("ο", "η", "το", "οι", "τα", "του", "της", "τον", "την"),
	},
}

func init() {
	// Fillers are looked up with their runs collapsed ("ähhm" is "ähm"); a filler that collapses
	// to one letter ("yyy", "ăă") is left to drawn, which asks for it drawn out.
	for _, l := range disfluencies {
		for w := range l.fillers {
			if c := collapseRuns(w); utf8.RuneCountInString(c) > 1 {
				l.fillers[c] = true
			}
		}
	}
}
