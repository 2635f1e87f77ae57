package dictation

// segmentLanguage is what the segmenter reads in one language to tell where a dictated
// statement ends and the next begins. Headings come from report.HeadingsOf, organs and sides
// from the disfluency tables, numbers and units from the number tables: only the word classes
// of sentence structure are listed here.
type segmentLanguage struct {
	// continuing words never end a statement: articles, prepositions, conjunctions,
	// auxiliaries, negations, verbs that take an object ("no effusion or", "of the",
	// "measuring", "shows").
	continuing map[string]bool
	// joins tie a word to the next one ("of", "and", "with"): a heading word before one is
	// part of a sentence ("impression of", "findings and"), and so is a list number.
	joins map[string]bool
	// alternatives join the last items of a list ("or"): a size before one is an item of the
	// list ("no consolidation large effusion or pneumothorax"), not a statement of its own.
	alternatives map[string]bool
	// modifiers stand before a noun ("pleural", "small"): a statement ends with one only after
	// a copula ("the effusion is small"); so do words with one of modifierEndings ("displaced").
	modifiers       map[string]bool
	modifierEndings []string
	// adjectiveEndings are endings of adjectives the modifiers do not list ("emphysematous",
	// "atelectatic", "infiltrative"): where adjectives stand before their noun, a word with one
	// waits for it, so no finding's noun phrase starts after it.
	adjectiveEndings []string
	// possessiveEndings make a noun its owner's ("the patient's"): the owned noun follows.
	possessiveEndings []string
	// participles are the irregular ones, read as words with a modifierEnding ("is seen").
	participles map[string]bool
	// qualifiers are modifiers that open a statement of their own after one that ended
	// ("... no pneumothorax mild cardiomegaly"): sizes, grades, change.
	qualifiers map[string]bool
	// advisedWords say that what comes before them is advised ("recommended", "empfohlen"), and
	// adviceOpeners open what may be advised ("fine needle aspiration", "follow up ct"): such a
	// phrase after a finding starts a statement of its own ("suspicious thyroid nodule | fine
	// needle aspiration recommended").
	advisedWords  map[string]bool
	adviceOpeners map[string]bool
	// measuredAs are the dimension words that go on a size right after its unit ("12 mm großer
	// Rundherd", "3 cm long stricture"): the size measures the noun after them.
	measuredAs map[string]bool
	// copulas and verbs link a subject to what is said of it; predicates are the words a
	// telegraphic statement says instead ("lungs clear"). Either after a subject shows a clause.
	copulas, predicates map[string]bool
	// placeless are the predicates that take no place phrase ("normal", "natural"): one after
	// them leads the next clause.
	placeless map[string]bool
	// changes say how a structure changed, a predicate only right after its subject ("heart
	// size increased"); elsewhere they describe the noun after them ("with increased opacity").
	changes map[string]bool
	// reported are the participles of seeing ("seen", "noted"): right after a noun one ends
	// its statement without a copula ("no effusion seen").
	reported map[string]bool
	// modals say a clause as a copula does ("this may represent").
	modals map[string]bool
	// negations stand between a copula and its predicate ("was not seen").
	negations map[string]bool
	// takesObject are the copulas that are verbs with an object ("contains", "shows"): a
	// modifier after one waits for the object's noun ("contains multiple small stones"), it is
	// no predicate that ends the statement.
	takesObject map[string]bool
	// heads are nouns a predicate word describes when they follow it ("normal size"): after a
	// closed clause ("is normal") they continue it. A language that lists them ends its
	// clauses with the predicate (not German: "ist normal groß"), so a content word after "was
	// not detected" opens the next statement.
	heads map[string]bool
	// openers open a statement after any word that can end one ("there is", "no", "kein").
	openers [][]string
	// indefinites are the nominative indefinite articles of a language that says a finding
	// without a verb ("im rechten Oberlappen ein 5 mm großer Rundherd"): one after a finished
	// statement opens the next, and a place phrase right before it leads it.
	indefinites map[string]bool
	// closingLeads are the leading phrases that may as well close the statement before them
	// ("as far as can be seen"); pronouns stand for a subject already said ("it").
	closingLeads [][]string
	pronouns     map[string]bool
	// subordinators are openers of a clause that leads into its main clause ("when compared
	// with the prior study the nodule is stable"): the next statement start is that clause's.
	subordinators map[string]bool
	// leading are the openers of a phrase that leads into its main clause, whatever opens that:
	// right after it ("in addition there are") or after the participle that ends it ("as far
	// as can be seen the heart is").
	leading [][]string
	// verbFirst are openers that are also a clause's negated or impersonal verb, so they open
	// nothing right after an organ, its subject ("la vesícula no se visualiza").
	verbFirst [][]string
	// articles (and a pronoun: "it") and subjects (stems of structures, with the disfluency
	// organs) open a statement when a clause follows within a few words ("the heart size is",
	// "lungs clear", "it is").
	articles map[string]bool
	subjects []string
	// places are the prepositions that open a place phrase ("in the left lower lobe"): a
	// statement that opens with one and has no verb yet is not over ("in the left lower lobe
	// there is a nodule").
	places map[string]bool
	// pairing is the article that, right after a subject, names the next item of it ("trachea
	// both main bronchi are open").
	pairing string
	// comparison links a comparative to its object ("larger than normal"): the object closes
	// the comparative's clause as a predicate does.
	comparison string
	// relatives start a relative clause ("the largest of which is"): a noun phrase with one
	// before its verb is no statement's subject.
	relatives map[string]bool
	// appositives after an article name one of the things just listed ("lymph nodes are seen in
	// the mediastinum the largest measuring 9 mm"): the phrase goes on.
	appositives map[string]bool
	// nothing answers a heading by itself ("comparison none").
	nothing map[string]bool
	// ending are structures that end their noun phrase, never a compound's first part
	// ("silhouette", "aorta"): a subject after one opens the next statement.
	ending map[string]bool
	// elided are articles written onto their noun ("l'", "d'").
	elided []string
	// closers are the verbs of a denial or a finding said after its noun ("zmian ogniskowych
	// nie stwierdzono", "skysčio nėra"), where the language puts them at either end: after a
	// noun phrase that said no clause yet one is that statement's verb and closes it, so the
	// content word after it opens the next statement. Where a closer is also an opener, it
	// opens a statement only after one that said its clause and before the noun it denies,
	// not before the next statement or the text's end.
	closers [][]string
	// deniesAfterNoun: a denial mostly follows what it denies ("padidėjusių limfmazgių
	// nematyti"), so after a statement that said its clause a noun phrase a closer ends is a
	// denial of its own.
	deniesAfterNoun bool
	// sizesAfterNoun: a size follows the noun it measures ("mazgelis 4 mm"), so a size right after
	// a noun is its, though the statement said its clause.
	sizesAfterNoun bool
	// closedCompounds: compounds are written as one word ("pleuravätska"), so a structure
	// after a structure is never the second part of one.
	closedCompounds bool
	// sidesBefore: sides stand before the noun (English, German inflected forms), so a side
	// is a modifier that may open a noun phrase; elsewhere a side follows its noun and ends it.
	sidesBefore bool
	// adjectivesAfter: adjectives follow their noun ("derrame moderado"), so a grade right
	// after a finding describes it rather than opening a noun phrase of its own.
	adjectivesAfter bool
	// predicatesAfter: a predicate or a size follows the noun it says something of and never
	// stands before one (German's uninflected predicates, the Romance adjectives), so after
	// one the telegraphic statement is over.
	predicatesAfter bool
	// participleEndings are the endings of past participles ("dilatate", "dilatadas"): after a
	// negation that follows its noun one closes the statement ("vie biliari non dilatate").
	participleEndings []string
	// coverage are the place phrases that name the part of the body an examination covers
	// ("in the upper abdominal organs", "in the sections passing through the upper abdomen"):
	// before an existential statement one leads it.
	coverage [][]string
	// predicateEndings are the endings of adjectives said of a noun after it, which a negation
	// particle before them denies as the noun's predicate ("microlitiasis no obstructiva", "vene
	// non comprimibili"), not as a noun of its own.
	predicateEndings []string
	// gerundEndings are the endings of gerunds, which take an object ("comprimiendo la raíz",
	// "comprimindo a raiz"): the statement goes on after one.
	gerundEndings []string
	// complements say what a finding suggests and take a preposition and an object
	// ("compatibili con embolia", "évocatrice de métastase"): once the object is said, the
	// statement is complete.
	complements map[string]bool
	// grades name a grade before its number ("grad 2", "grado ii"): the number ends the
	// statement as a unit ends a size.
	grades map[string]bool
	// attributeStems and attributeInflections tell an inflected adjective (German
	// "horizontaler", "vorderes", "flächige"): the stem ends in one of attributeStems and an
	// inflection follows it. A language that inflects an adjective only before its noun starts
	// a noun phrase with one.
	attributeStems, attributeInflections []string
	// obliqueInflections are adjective endings after a preposition ("mit normal weitem"): a word
	// with one that names nothing waits for its noun.
	obliqueInflections []string
	// weakInflections are adjective endings after an article or a preposition that carries one
	// ("des vorderen kreuzbandes", "im lateralen femurkondylus"): an adjective's stem with one,
	// before a content word, waits for its noun.
	weakInflections []string
	// findingAdjectiveEndings are the endings of adjectives the lexicon reads as findings by
	// their stem ("nodular", "cistico", "métastatique"): such a word describes the noun before
	// it and opens no statement.
	findingAdjectiveEndings []string
	// hedges say how likely the finding after them is ("probable calcul", "posible litiasis"):
	// one opens that finding's statement with it.
	hedges map[string]bool
	// comparedWith, studies and studyTimes read a comparison with another study that ends its
	// statement ("... has regressed compared to the previous examination | ..."): the cue, the
	// study's nouns and the words that date it ("previous", "current").
	comparedWith [][]string
	studies      map[string]bool
	studyTimes   map[string]bool
}

// leadingEnglish are the English phrases that lead into a main clause; each opens a statement.
var leadingEnglish = cues("in addition", "apart from this", "as far as", "when examined", "when evaluated", "when the", "when both")

// listWordsEnglish join the items of a list besides the alternatives ("and", "versus"): a
// finding before one is a list's item, not a statement's end.
var listWordsEnglish = wordSet("and", "versus", "vs", "and/or")

// placeOpenersEnglish are place phrases that open a statement more often than they end one
// ("in the evaluation of both lungs no nodule is seen"); as any statement that opens with a
// place phrase, it keeps its clause (placeOnly).
var placeOpenersEnglish = cues("in the evaluation of")

// coverageEnglish are the place phrases that say which part of the body a chest examination
// covers, besides the chest.
var coverageEnglish = cues("in the upper abdominal", "in the upper abdomen", "in the sections passing",
	"in the visualized upper abdomen", "in the imaged upper abdomen", "in the partially imaged upper abdomen",
	"in the included upper abdomen")

// The impersonal and negated verbs that open a statement, or follow a subject or the noun
// they deny as its verb (verbFirst, closers).
var (
	verbsPolish = cues("nie stwierdza się", "nie stwierdzono", "nie uwidacznia się", "nie uwidoczniono",
		"nie wykazano", "nie obserwuje się", "nie widać", "stwierdza się", "uwidacznia się", "widoczny",
		"widoczna", "widoczne")
	verbsRomanian = cues("nu se", "nu există", "nu sunt", "nu este", "se observă", "se evidențiază",
		"se vizualizează", "se constată", "se identifică", "se decelează", "se remarcă", "există")
	verbsSlovenian = cues("ni", "niso", "ne vidim", "ne vidimo", "ni videti", "vidim", "vidimo", "viden",
		"vidna", "vidno", "vidne", "vidni")
	verbsLithuanian = cues("nėra", "nestebima", "nematyti", "nerasta", "nenustatyta", "stebima", "stebimas",
		"stebimi", "stebimos", "matoma", "matomas", "matomi", "matomos")
	verbsGreek = cues("δεν παρατηρείται", "δεν παρατηρούνται", "δεν απεικονίζεται", "δεν απεικονίζονται",
		"δεν αναγνωρίζεται", "δεν διαπιστώνεται", "δεν ανευρίσκεται", "δεν υπάρχει", "δεν υπάρχουν",
		"παρατηρείται", "παρατηρούνται", "απεικονίζεται", "απεικονίζονται", "υπάρχει", "υπάρχουν",
		"σημειώνεται", "σημειώνονται", "αναγνωρίζεται")
)

// segmentLanguages is keyed by base code; languages without an entry get headings and list
// numbers only.
var segmentLanguages = map[string]*segmentLanguage{
	"en": {
		alternatives: wordSet("or", "nor"),
		measuredAs:   wordSet("long", "wide", "thick", "deep", "high", "tall", "diameter", "sized", "size"),
		advisedWords: wordSet("recommended", "advised", "suggested", "warranted", "advisable"),
		adviceOpeners: wordSet("follow", "follow-up", "followup", "fine", "fna", "biopsy", "tissue", "dedicated", "repeat",
			"further", "short-term", "clinical", "correlation", "comparison", "ultrasound", "ct", "mri", "pet", "pet-ct",
			"mammography", "additional", "percutaneous", "ultrasound-guided", "ct-guided", "transvaginal", "colonoscopy",
			"endoscopy", "evaluation", "referral", "consultation", "sampling"),
		joins: wordSet("of", "and", "or", "with", "to", "for", "in", "on", "at", "as", "by", "from", "x", "times", "above", "below"),
		continuing: wordSet("a", "an", "the", "this", "that", "these", "those", "its", "their", "his", "her", "our", "my", "your", "of",
			"in", "on", "at", "to", "from", "by", "with", "without", "within", "into", "onto", "over", "under",
			"above", "below", "between", "among", "through", "along", "across", "around", "about", "against",
			"behind", "beyond", "near", "per", "via", "for", "as", "than", "and", "or", "nor", "but", "plus",
			"vs", "versus", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "having",
			"do", "does", "did", "can", "could", "may", "might", "must", "should", "would", "will", "not",
			"no", "neither", "either", "both", "any", "each", "every", "some", "all", "there", "which", "who",
			"whose", "measuring", "measures", "measure", "approximately", "nearly", "up", "including",
			"involving", "containing", "consistent", "compatible", "suggestive", "concerning", "suspicious",
			"representing", "reflecting", "likely", "possibly", "probably", "most", "more", "less", "very",
			"extending", "extends", "entering", "entered", "passing", "forming", "demonstrates", "demonstrate",
			"shows", "show", "showed", "reveals", "revealed", "contains", "obscuring", "obscures", "abutting", "overlying", "projecting",
			"compared", "otherwise", "secondary", "due", "related", "suggest", "suggests", "suggesting", "status",
			"post", "evidence", "negative", "again", "x", "times", "greater", "larger", "sided", "reveal",
			"however", "if", "specifically", "throughout", "since", "although", "because", "represent", "represents", "exclude",
			"other", "another", "also", "reaching", "adjacent", "therefore", "thus", "hence", "whereas",
			// A verb that takes an object: what follows is what it does ("protrusion causing
			// moderate right lateral recess stenosis").
			"causing", "causes", "resulting", "producing", "compressing", "compresses", "displacing", "displaces",
			"effacing", "effaces", "encasing", "encases", "indenting", "impinging", "contacting", "surrounding"),
		modifiers: wordSet("pleural", "pulmonary", "cardiac", "mediastinal", "hilar", "osseous", "bony", "soft",
			"upper", "lower", "middle", "mid", "apical", "basilar", "basal", "interstitial", "airspace",
			"patchy", "linear", "nodular", "irregular", "vascular", "thoracic", "lumbar", "cervical",
			"atherosclerotic", "aortic", "coronary", "hiatal", "lymph", "hepatic", "renal", "acute",
			"subacute", "focal", "diffuse", "abnormal", "enlarged", "clear", "normal", "low", "high",
			"cardiomediastinal", "visualized", "frontal", "lateral", "free", "mildly", "moderately",
			"minimally", "markedly", "slightly", "residual", "persistent", "increased", "decreased",
			"elevated", "hyperinflated", "hyperexpanded", "calcified", "noncalcified", "healed", "degenerative",
			"medial", "posterior", "anterior", "proximal", "distal", "superior", "inferior", "well", "multilevel",
			"advanced", "streaky", "prominent", "tortuous", "external", "significant", "descending", "ascending",
			"old", "central", "peripheral", "major", "main", "complex", "accessory", "intra", "extra", "widespread"),
		qualifiers: wordSet("mild", "moderate", "severe", "small", "large", "tiny", "minimal", "trace", "minor",
			"massive", "marked", "slight", "subtle", "multiple", "several", "two", "three", "four", "scattered", "few", "numerous", "millimetric",
			"new", "prior", "previous", "chronic", "stable", "unchanged",
			"postoperative", "postsurgical", "surgical", "borderline", "bilateral", "redemonstrated", "normal", "clear",
			"degenerative", "thoracic", "calcified", "low", "prominent", "tortuous", "atherosclerotic", "limited"),
		copulas: wordSet("is", "are", "was", "were", "appears", "appear", "remains", "remain", "seems", "measures",
			"measure", "measured", "demonstrates", "demonstrate", "shows", "show", "reveal", "reveals", "has", "have", "contains",
			"projects", "overlies"),
		takesObject: wordSet("demonstrates", "demonstrate", "shows", "show", "reveal", "reveals", "has", "have", "contains"),
		negations:   wordSet("not"),
		reported:    wordSet("seen", "noted", "identified", "demonstrated", "appreciated", "detected", "observed"),
		modals:      wordSet("may", "might", "could", "can", "cannot", "should", "would", "will", "must"),
		predicates: wordSet("normal", "clear", "unremarkable", "intact", "patent", "midline", "negative", "within",
			"stable", "unchanged", "enlarged", "satisfactory", "expanded", "aerated", "preserved", "natural", "open", "present", "absent"),
		changes: wordSet("increased", "decreased", "dilated", "widened", "narrowed", "thickened"),
		placeless: wordSet("normal", "natural", "unremarkable", "intact", "patent", "open", "preserved", "satisfactory",
			"aerated", "expanded"),
		openers: append(cues("there is", "there are", "there was", "there were", "there has", "there have",
			"status post", "no", "negative for", "again seen", "again noted", "again demonstrated",
			"interval", "specifically", "recommend", "if", "consider", "however", "correlation with", "clinical correlation",
			"clinical and laboratory", "clinical and lab"), append(leadingEnglish, placeOpenersEnglish...)...),
		leading:       leadingEnglish,
		closingLeads:  cues("as far as"),
		pronouns:      wordSet("it"),
		subordinators: wordSet("when", "if"),
		relatives:     wordSet("which", "whom", "whose"),
		appositives:   wordSet("largest", "smallest", "biggest", "most", "latter", "former"),
		pairing:       "both",
		comparison:    "than",
		places:        wordSet("in", "at", "on", "within", "along", "over", "under", "throughout", "near", "adjacent"),
		articles:      wordSet("the", "both", "a", "an", "this", "these", "it", "other"),
		heads:         wordSet("size", "sizes", "sized", "caliber", "calibre", "calibration", "calibrations", "diameters", "contour", "contours", "configuration", "appearance", "limits", "range", "density", "attenuation", "position", "course", "morphology", "width", "thickness", "diameter", "dimensions", "shape", "volume", "echogenicity", "echotexture", "signal", "texture"),
		// Participles describe a noun after them ("displaced rib fractures") unless a copula
		// makes them the predicate ("no fracture is identified").
		modifierEndings:   []string{"ed"},
		adjectiveEndings:  []string{"al", "ic", "ous", "ar", "ary", "ive", "ior", "like", "dense", "intense", "lucent", "opaque"},
		participles:       wordSet("seen", "shown"),
		possessiveEndings: []string{"'s", "’s"},
		subjects: []string{"lung", "heart", "cardio mediastin", "mediastin", "cardiomediastinal", "silhouette", "osseous", "bony", "bone", "skelet", "soft tissue", "trachea", "hila", "hilum", "hemidiaphragm", "diaphragm", "costophrenic", "pulmonary vascula", "vasculature", "visualized", "thoracic", "spine", "ribs", "cardiac",
			"pericardi", "intervertebral", "calibration", "upper abdomin", "esophag", "oesophag", "pleura", "ventricles", "ventricular system"},
		nothing:     wordSet("none"),
		ending:      wordSet("silhouette", "vasculature", "hemidiaphragm", "diaphragm", "aorta", "trachea", "mediastinum", "hilum", "spine"),
		sidesBefore: true,
		comparedWith: cues("compared to", "compared with", "in comparison to", "in comparison with", "when compared to",
			"when compared with", "relative to"),
		coverage:   coverageEnglish,
		studies:    wordSet("examination", "examinations", "exam", "study", "studies", "review", "scan", "radiograph", "radiographs", "film", "films", "imaging"),
		studyTimes: wordSet("previous", "prior", "current", "actual", "present", "last", "old", "recent", "earlier", "preceding", "former", "today's"),
	},
	"de": {
		complements:          wordSet("vereinbar", "ehesten", "passend", "verdächtig", "sinne"),
		grades:               wordSet("grad"),
		attributeStems:       []string{"al", "är", "ar", "iv", "ig", "lich", "isch", "ös", "ell", "id", "ens", "arm", "fach", "ant", "ent", "end", "ert", "kt", "lt", "tet", "zt", "der", "ter", "ber", "ner", "ßer", "ler"},
		attributeInflections: []string{"e", "er", "es"},
		obliqueInflections:   []string{"em"},
		weakInflections:      []string{"en"},
		predicatesAfter:      true,
		participleEndings:    []string{"ert", "tet", "elt", "aut", "ckt"},
		negations:            wordSet("nicht"),
		alternatives:         wordSet("oder", "noch"),
		joins:                wordSet("der", "des", "von", "vom", "und", "oder", "mit", "zu", "zur", "zum", "im", "in", "an", "auf", "bei", "für", "x", "mal"),
		continuing: wordSet("der", "die", "das", "dem", "den", "des", "ein", "eine", "einer", "eines", "einem",
			"einen", "kein", "keine", "keiner", "keines", "keinem", "keinen", "mit", "ohne", "von", "vom", "zu",
			"zum", "zur", "bei", "beim", "im", "in", "an", "am", "auf", "aus", "nach", "über", "unter", "vor",
			"hinter", "neben", "zwischen", "durch", "für", "gegen", "um", "bis", "seit", "und", "oder",
			"sowie", "bzw", "als", "wie", "ist", "sind", "war", "waren", "wird", "werden", "wurde", "wurden",
			"hat", "haben", "nicht", "sich", "es", "ca", "circa", "etwa", "messend", "zeigt", "zeigen",
			"findet", "finden", "besteht", "bestehen", "zustand", "nachweis", "verdacht", "v.a", "am",
			"eher", "sehr", "deutlich", "gering", "mäßig", "leicht", "x", "mal"),
		modifiers: wordSet("pleurale", "pulmonale", "mediastinale", "ossäre", "knöcherne", "akute", "akuter",
			"akuten", "akutes", "frische", "frischer", "frisches", "fokale", "fokaler", "normale", "normaler", "regelrechte",
			"regelrechter", "regelrechten", "unauffällige", "unauffälliger", "vergrößerte", "vergrößerter"),
		advisedWords: wordSet("empfohlen", "empfehlenswert", "angeraten", "angezeigt", "indiziert"),
		adviceOpeners: wordSet("kontrolle", "verlaufskontrolle", "biopsie", "punktion", "feinnadelpunktion", "abklärung",
			"weitere", "weiterführende", "ergänzende", "mrt", "ct", "sonographie", "sonografie", "histologische",
			"bioptische", "klinische", "vorstellung", "verlaufskontrollen", "kontrollen"),
		measuredAs: wordSet("groß", "große", "großer", "großes", "großen", "großem", "gross", "grosse", "grosser", "grosses",
			"grossen", "lang", "lange", "langer", "langes", "langen", "breit", "breite", "breiter", "breites", "breiten",
			"dick", "dicke", "dicker", "dickes", "dicken", "weit", "weite", "weiter", "weites", "weiten", "tief", "tiefe",
			"tiefer", "tiefen", "hoch", "hohe", "hoher", "hohen", "messend", "messende", "messender", "messenden"),
		qualifiers: wordSet("kleine", "kleiner", "kleinen", "kleines", "große", "großer", "großen", "großes",
			"geringe", "geringer", "geringen", "geringes", "geringgradige", "geringgradiger", "mäßige",
			"mäßiger", "mäßigen", "ausgeprägte", "ausgeprägter", "deutliche", "deutlicher", "neue", "neuer",
			"neuen", "alte", "alter", "multiple", "mehrere", "einzelne", "vorbekannte", "vorbekannter",
			"degenerative", "stationäre", "stationärer", "unveränderte", "unveränderter", "beidseitige"),
		places:      wordSet("im", "in", "an", "am"),
		indefinites: wordSet("ein", "eine"),
		copulas: wordSet("ist", "sind", "war", "waren", "zeigt", "zeigen", "erscheint", "erscheinen", "bleibt",
			"bleiben", "liegt", "liegen", "misst", "messen", "enthält", "enthalten", "weist", "weisen"),
		takesObject: wordSet("zeigt", "zeigen", "enthält", "enthalten", "weist", "weisen"),
		predicates: wordSet("unauffällig", "regelrecht", "normal", "frei", "normgroß", "altersentsprechend",
			"schlank", "mittelständig", "glatt", "erhalten", "intakt", "belüftet", "entfaltet", "vergrößert",
			"unverändert", "konstant", "stationär", "groß", "weit"),
		openers: cues("kein", "keine", "keinen", "keiner", "keinerlei", "es besteht", "es bestehen", "es zeigt",
			"es zeigen", "es findet", "es finden", "zustand nach", "kein nachweis", "nachweis", "verdacht auf",
			"regelrechte", "regelrechter", "unauffällige", "unauffälliger", "kontrolle nach"),
		verbFirst: cues("es besteht", "es bestehen", "es zeigt", "es zeigen", "es findet", "es finden"),
		// "der" is left out: after a noun it is mostly a genitive ("Erweiterung der Aorta").
		articles:    wordSet("die", "das"),
		subjects:    []string{"lunge", "herz", "mediastin", "hili", "hilus", "zwerchfell", "knöchern", "skelett", "weichteil", "pleura", "trachea", "aorta", "leber", "milz", "niere", "pankreas", "gallenblase", "nebenniere", "harnblase", "kreuzband", "vorderes kreuzband", "hinteres kreuzband", "menisk", "patellarsehne", "ventrikelsystem", "mittellinie", "gallenwege", "spinalkanal", "wirbelkörper", "pfortader", "nasennebenhöhlen", "bauchaorta"},
		sidesBefore: true,
	},
	"fr": {
		hedges:                  wordSet("probable", "possible"),
		findingAdjectiveEndings: []string{"aire", "aires", "ique", "iques", "eux", "euse", "euses"},
		complements: wordSet("compatible", "compatibles", "évocateur", "évocatrice", "évocateurs", "évocatrices", "suggestif",
			"suggestive", "suggestifs", "suggestives", "faveur"),
		grades:          wordSet("grade", "stade"),
		predicatesAfter: true,
		alternatives:    wordSet("ou", "ni"),
		joins:           wordSet("de", "du", "des", "d'", "et", "ou", "avec", "à", "au", "en", "pour", "par", "x", "fois"),
		continuing: wordSet("le", "la", "les", "un", "une", "des", "du", "de", "au", "aux", "à", "en", "dans", "sur",
			"sous", "par", "pour", "avec", "sans", "entre", "et", "ou", "ni", "mais", "est", "sont", "était",
			"étaient", "a", "ont", "été", "être", "il", "elle", "on", "ne", "pas", "qui", "que", "se", "ce",
			"cette", "ces", "son", "sa", "ses", "leur", "leurs", "plus", "moins", "très", "mesurant", "mesure",
			"environ", "notamment", "absence", "présence", "aucun", "aucune", "y", "x", "fois", "dont", "vers",
			"après", "avant", "depuis", "chez", "selon", "contre", "lors", "jusqu'"),
		modifiers:       wordSet("petit", "petite", "petits", "petites", "léger", "légère", "discret", "discrète"),
		qualifiers:      wordSet("petit", "petite", "petits", "petites", "minime", "minimes", "discret", "discrète", "discrets", "discrètes", "nombreux", "nombreuses", "multiples", "plusieurs", "quelques", "léger", "légère"),
		places:          wordSet("dans", "au", "aux", "à"),
		adjectivesAfter: true,
		copulas:         wordSet("est", "sont", "était", "étaient", "apparaît", "apparaissent", "paraît", "paraissent", "reste", "restent", "mesure", "mesurent", "présente", "présentent", "contient", "contiennent"),
		predicates: wordSet("normal", "normale", "normaux", "normales", "libre", "libres", "dégagé", "dégagés", "dégagée",
			"dégagées", "intact", "intacte", "intacts", "intactes", "satisfaisant", "satisfaisante", "régulier",
			"régulière", "réguliers", "régulières", "homogène", "homogènes", "stable", "stables", "inchangé",
			"inchangée", "sans", "visible", "visibles", "continu", "continue", "perméable", "perméables", "place",
			"dilaté", "dilatée", "dilatés", "dilatées", "distendu", "distendue", "distendus", "distendues", "épaissi",
			"épaissie", "épaissis", "épaissies", "augmenté", "augmentée", "augmentés", "augmentées"),
		openers: cues("pas de", "pas d'", "absence de", "absence d'", "aucun", "aucune", "il existe", "il n'y a",
			"il y a", "on note", "on retrouve", "on observe", "présence de", "présence d'", "status post", "aspect", "signes de",
			"signes d'", "contrôle"),
		verbFirst: cues("il existe", "il n'y a", "il y a", "on note", "on retrouve", "on observe"),
		articles:  wordSet("le", "la", "les"),
		subjects: []string{"poumon", "cœur", "coeur", "médiastin", "parenchyme", "plèvre", "coupole", "silhouette", "squelette", "structures osseuses", "trame", "trachée", "aorte", "foie", "rate", "rein", "pancréas", "vésicule", "hile", "culs-de-sac", "sonde", "cathéter", "ligament", "tendon", "ménisque", "système ventriculaire", "ligne médiane", "voies biliaires", "voie biliaire", "canal lombaire", "canal rachidien", "corps vertébraux", "tronc porte", "surrénales", "sinus de la face",
			"cholédoque", "veine", "artère", "isthme", "moelle", "cône médullaire", "cône terminal", "endomètre", "ovaire", "uretère", "utérus",
			"prostate", "vessie", "thyroïde", "cartilage", "ventricule", "citernes", "sillons", "paroi", "pyélon", "glande"},
		elided: []string{"l'", "l’"},
	},
	"es": {
		hedges:                  wordSet("probable", "posible"),
		findingAdjectiveEndings: []string{"ar", "ares", "ico", "ica", "icos", "icas", "oso", "osa", "osos", "osas"},
		complements: wordSet("compatible", "compatibles", "sugestivo", "sugestiva", "sugestivos", "sugestivas", "sugerente",
			"sugerentes", "indicativo", "indicativa"),
		grades:            wordSet("grado"),
		predicatesAfter:   true,
		participleEndings: []string{"ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"},
		predicateEndings:  []string{"iva", "ivo", "ivas", "ivos", "ible", "ibles", "able", "ables"},
		gerundEndings:     []string{"ando", "endo", "iendo", "yendo"},
		alternatives:      wordSet("o", "u", "ni"),
		joins:             wordSet("de", "del", "y", "e", "o", "u", "con", "a", "al", "en", "para", "por", "x"),
		continuing: wordSet("el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "de", "a", "en",
			"con", "sin", "por", "para", "entre", "sobre", "bajo", "y", "e", "o", "u", "ni", "pero", "que", "se",
			"es", "son", "está", "están", "fue", "fueron", "ha", "han", "hay", "ser", "estar", "muy", "más",
			"menos", "no", "mide", "miden", "midiendo", "aproximadamente", "como", "tanto", "ausencia",
			"presencia", "signos", "x", "por", "tras", "hacia", "desde", "hasta", "según", "durante", "mediante",
			"contra", "junto", "su", "sus", "este", "esta", "estos", "estas"),
		modifiers: wordSet("pequeño", "pequeña", "pequeños", "pequeñas", "leve", "leves", "discreto", "discreta",
			"discretos", "discretas", "mínimo", "mínima", "escaso", "escasa"),
		qualifiers: wordSet("pequeño", "pequeña", "pequeños", "pequeñas", "leve", "leves", "discreto", "discreta",
			"discretos", "discretas", "moderado", "moderada", "mínimo", "mínima", "múltiples", "varios", "varias",
			"escaso", "escasa", "escasos", "escasas", "numerosos", "numerosas", "algunos", "algunas"),
		negations:       wordSet("no"),
		places:          wordSet("en"),
		adjectivesAfter: true,
		copulas: wordSet("es", "son", "está", "están", "presenta", "presentan", "muestra", "muestran", "mide", "miden", "contiene", "contienen",
			"mantiene", "mantienen", "se"),
		predicates: wordSet("normal", "normales", "conservado", "conservada", "conservados", "conservadas", "libre",
			"libres", "habitual", "habituales", "adecuado", "adecuada", "preservado", "preservada", "sin",
			"centrado", "centrada", "homogéneo", "homogénea", "estable", "estables", "íntegro", "íntegra", "íntegros", "íntegras", "permeable", "permeables"),
		openers: cues("no se", "no hay", "no existe", "no existen", "no observo", "no identifico", "sin evidencia",
			"sin signos", "sin datos", "ausencia de", "se observa", "se observan", "se identifica",
			"se identifican", "se visualiza", "se visualizan", "se aprecia", "se aprecian", "presencia de", "hay",
			"hallazgos compatibles", "hallazgos sugestivos", "se recomienda", "se sugiere", "signos de"),
		verbFirst: cues("no se", "no hay", "no existe", "no existen", "se observa", "se observan", "se identifica",
			"se identifican", "se visualiza", "se visualizan", "se aprecia", "se aprecian", "hay"),
		articles: wordSet("el", "la", "los", "las"),
		subjects: []string{"pulmon", "pulmón", "corazón", "mediastino", "parénquima", "hilio", "silueta", "estructuras", "senos", "tráquea", "aorta", "hígado", "bazo", "riñon", "riñón", "páncreas", "vesícula", "vejiga", "diafragma", "tubo", "sonda", "catéter", "ligamento", "tendón", "menisco", "meniscos", "sistema ventricular", "línea media", "vía biliar", "vías biliares", "canal lumbar", "canal raquídeo", "cuerpos vertebrales", "vena porta", "suprarrenales", "glándulas suprarrenales", "senos paranasales",
			"colédoco", "vena", "venas", "istmo", "médula", "cono medular", "endometrio", "ovario", "uréter", "útero", "próstata",
			"tiroides", "cartílago", "ventrículo", "cisternas", "surcos", "pared", "glándula"},
	},
	"it": {
		hedges:                  wordSet("probabile", "possibile"),
		findingAdjectiveEndings: []string{"are", "ari", "ico", "ica", "ici", "iche", "oso", "osa"},
		complements: wordSet("compatibile", "compatibili", "suggestivo", "suggestiva", "suggestivi", "suggestive", "riferibile",
			"riferibili", "indicativo", "indicativa"),
		grades:            wordSet("grado"),
		predicatesAfter:   true,
		participleEndings: []string{"ato", "ata", "ati", "ate", "ito", "ita", "iti", "ite", "uto", "uta", "uti", "ute"},
		predicateEndings:  []string{"iva", "ivo", "ive", "ivi", "ibile", "ibili", "abile", "abili"},
		gerundEndings:     []string{"ando", "endo"},
		alternatives:      wordSet("o", "né"),
		joins:             wordSet("di", "del", "della", "dei", "delle", "e", "ed", "o", "con", "a", "al", "in", "nel", "per", "x"),
		continuing: wordSet("il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "del", "dello", "della", "dei",
			"degli", "delle", "al", "allo", "alla", "ai", "agli", "alle", "dal", "dalla", "nel", "nello", "nella",
			"nei", "negli", "nelle", "sul", "sulla", "di", "a", "da", "in", "con", "su", "per", "tra", "fra", "e",
			"ed", "o", "né", "ma", "che", "si", "è", "sono", "era", "erano", "ha", "hanno", "non", "più", "meno",
			"molto", "come", "circa", "misura", "misurante", "assenza", "presenza", "vi", "nessun", "nessuna",
			"esiti", "x", "per", "verso", "dopo", "durante", "mediante", "contro", "sotto", "sopra", "sui", "sugli",
			"sulle", "dai", "dagli", "dalle", "col", "suo", "sua", "suoi", "sue", "questo", "questa"),
		modifiers: wordSet("piccolo", "piccola", "piccoli", "piccole", "lieve", "lievi", "modesto", "modesta",
			"modesti", "modeste", "minimo", "minima"),
		qualifiers: wordSet("piccolo", "piccola", "piccoli", "piccole", "lieve", "lievi", "modesto", "modesta",
			"modesti", "modeste", "minimo", "minima", "multipli", "multiple", "alcuni", "alcune", "numerosi", "numerose",
			"diversi", "diverse"),
		negations:       wordSet("non"),
		places:          wordSet("in", "nel", "nella", "nei", "nelle", "al", "alla", "ai", "alle"),
		adjectivesAfter: true,
		copulas: wordSet("è", "sono", "appare", "appaiono", "risulta", "risultano", "misura", "misurano", "presenta",
			"presentano", "si"),
		predicates: wordSet("normale", "normali", "regolare", "regolari", "libero", "libera", "liberi", "libere",
			"limiti", "conservato", "conservata", "conservati", "conservate", "indenne", "indenni", "nella",
			"pervio", "pervia", "stabile", "stabili", "invariato", "invariata", "integro", "integra", "integri", "integre", "asse"),
		openers: cues("non si", "non vi", "non sono", "non è", "non evidenza", "non segni", "assenza di", "nessun",
			"nessuna", "si osserva", "si osservano", "si rileva", "si rilevano", "si apprezza", "si apprezzano",
			"si segnala", "si segnalano", "presenza di", "esiti di", "quadro compatibile", "quadro suggestivo",
			"reperto compatibile", "si consiglia", "si suggerisce"),
		verbFirst: cues("non si", "non vi", "non sono", "non è", "si osserva", "si osservano", "si rileva",
			"si rilevano", "si apprezza", "si apprezzano", "si segnala", "si segnalano"),
		articles: wordSet("il", "lo", "la", "i", "gli", "le"),
		subjects: []string{"polmon", "cuore", "mediastino", "parenchima", "ili", "seni", "strutture", "ombra cardiaca", "aia cardiaca", "trachea", "aorta", "fegato", "milza", "rene", "reni", "pancreas", "colecisti", "vescica", "diaframma", "emidiaframm", "tubo", "sonda", "catetere", "legamento", "legamenti", "menisco", "menischi", "sistema ventricolare", "linea mediana", "vie biliari", "via biliare", "canale lombare", "canale vertebrale", "corpi vertebrali", "vena porta", "surreni", "seni paranasali",
			"coledoco", "vena", "vene", "istmo", "midollo", "cono midollare", "endometrio", "ovai", "ovaio", "uretere", "utero", "prostata",
			"tiroide", "cartilagine", "ventricolo", "ventricoli", "cisterne", "solchi", "parete", "ghiandol"},
		elided: []string{"l'", "l’"},
	},
	"pt": {
		hedges:                  wordSet("provável", "possível"),
		findingAdjectiveEndings: []string{"ar", "ares", "ico", "ica", "icos", "icas", "oso", "osa", "osos", "osas"},
		complements: wordSet("compatível", "compatíveis", "sugestivo", "sugestiva", "sugestivos", "sugestivas", "indicativo",
			"indicativa"),
		grades:            wordSet("grau"),
		predicatesAfter:   true,
		participleEndings: []string{"ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"},
		predicateEndings:  []string{"iva", "ivo", "ivas", "ivos", "ível", "íveis", "ável", "áveis"},
		gerundEndings:     []string{"ando", "endo", "indo"},
		alternatives:      wordSet("ou", "nem"),
		joins:             wordSet("de", "do", "da", "dos", "das", "e", "ou", "com", "a", "ao", "em", "no", "na", "para", "por", "x"),
		continuing: wordSet("o", "a", "os", "as", "um", "uma", "uns", "umas", "do", "da", "dos", "das", "no", "na",
			"nos", "nas", "ao", "aos", "à", "às", "de", "em", "com", "sem", "por", "para", "pelo", "pela", "entre",
			"sobre", "e", "ou", "nem", "mas", "que", "se", "é", "são", "está", "estão", "foi", "foram", "há",
			"tem", "têm", "não", "muito", "mais", "menos", "mede", "medem", "medindo", "cerca",
			"aproximadamente", "ausência", "presença", "x", "por", "após", "desde", "até", "sob", "durante", "contra",
			"pelos", "pelas", "num", "numa", "seu", "sua", "seus", "suas", "este", "esta"),
		modifiers: wordSet("pequeno", "pequena", "pequenos", "pequenas", "leve", "leves", "discreto", "discreta",
			"discretos", "discretas", "mínimo", "mínima"),
		qualifiers: wordSet("pequeno", "pequena", "pequenos", "pequenas", "leve", "leves", "discreto", "discreta",
			"discretos", "discretas", "moderado", "moderada", "mínimo", "mínima", "múltiplos", "múltiplas",
			"alguns", "algumas", "numerosos", "numerosas", "vários", "várias"),
		negations:       wordSet("não"),
		places:          wordSet("em", "no", "na", "nos", "nas"),
		adjectivesAfter: true,
		copulas: wordSet("é", "são", "está", "estão", "apresenta", "apresentam", "mede", "medem", "mantém", "mantêm", "contém", "contêm",
			"tem", "têm"),
		predicates: wordSet("normal", "normais", "preservado", "preservada", "preservados", "preservadas", "livre",
			"livres", "habitual", "habituais", "conservado", "conservada", "conservados", "conservadas", "sem",
			"centrado", "centrada", "estável", "estáveis", "usual", "usuais", "habituais", "íntegro", "íntegra", "íntegros", "íntegras", "permeável", "permeáveis"),
		openers: cues("não há", "não se", "não foram", "não são", "não existe", "não existem", "não observo",
			"ausência de", "sem evidência", "sem evidências", "sem sinais", "há", "observa-se", "observam-se",
			"nota-se", "notam-se", "presença de", "status pós", "aspeto", "aspecto", "sugere-se", "recomenda-se",
			"sinais de"),
		verbFirst: cues("não há", "não se", "não foram", "não são", "não existe", "não existem", "há",
			"observa-se", "observam-se", "nota-se", "notam-se"),
		articles: wordSet("o", "a", "os", "as"),
		subjects: []string{"pulmã", "pulmõ", "coração", "mediastino", "parênquima", "hilo", "silhueta", "estruturas", "seios", "traqueia", "aorta", "fígado", "baço", "rim", "rins", "pâncreas", "vesícula", "bexiga", "diafragma", "cúpula", "tubo", "sonda", "cateter", "ligamento", "tendão", "menisco", "meniscos", "sistema ventricular", "linha média", "vias biliares", "via biliar", "canal lombar", "canal vertebral", "corpos vertebrais", "veia porta", "suprarrenais", "seios perinasais", "seios paranasais",
			"colédoco", "veia", "veias", "artéria", "istmo", "medula", "cone medular", "endométrio", "ovário", "ureter", "útero", "próstata",
			"tireoide", "tiroide", "cartilagem", "ventrículo", "cisternas", "sulcos", "parede", "glândula", "tendões"},
	},
	// Polish has no articles and puts its adjectives and sides after the noun as often as
	// before it ("zmian ogniskowych", "płuco prawe"): subjects are the organs in the
	// nominative, so a genitive after a noun ("sylwetka serca") opens nothing.
	"pl": {
		alternatives: wordSet("lub", "albo", "ani", "czy"),
		joins:        wordSet("i", "oraz", "lub", "albo", "ani", "z", "ze", "w", "we", "na", "do", "od", "o", "przy", "dla", "x"),
		continuing: wordSet("i", "oraz", "lub", "albo", "ani", "czy", "a", "ale", "lecz", "jednak", "że", "który",
			"która", "które", "których", "w", "we", "z", "ze", "na", "do", "od", "po", "przy", "bez", "nad", "pod",
			"przed", "za", "o", "u", "dla", "między", "przez", "około", "ok", "wzdłuż", "obrębie", "jest", "są",
			"był", "była", "było", "były", "nie", "mierzący", "mierząca", "mierzące", "cech", "cechy", "bardziej",
			"mniej", "x"),
		qualifiers: wordSet("niewielki", "niewielka", "niewielkie", "niewielkiej", "mały", "mała", "małe", "drobny",
			"drobna", "drobne", "duży", "duża", "duże", "liczne", "nieliczne", "pojedynczy", "pojedyncza",
			"pojedyncze", "mierny", "mierna", "umiarkowany", "umiarkowana", "umiarkowane", "nowy", "nowa", "nowe"),
		copulas: wordSet("jest", "są", "był", "była", "było", "były", "wykazuje", "wykazują", "ma", "mają", "mierzy",
			"odpowiada", "przemawia", "wydzielają", "ulegają"),
		takesObject: wordSet("wykazuje", "wykazują", "ma", "mają", "odpowiada", "wydzielają", "ulegają"),
		modals:      wordSet("może", "mogą"),
		negations:   wordSet("nie"),
		predicates: wordSet("prawidłowy", "prawidłowa", "prawidłowe", "prawidłowej", "prawidłowych", "prawidłowo",
			"bez", "niepowiększony", "niepowiększona", "niepowiększone", "powiększony", "powiększona",
			"powiększone", "poszerzony", "poszerzona", "poszerzone", "nieposzerzony", "nieposzerzona",
			"nieposzerzone", "wolny", "wolna", "wolne", "upowietrznione", "upowietrzniony", "drożny", "drożna",
			"drożne", "zachowany", "zachowana", "zachowane", "niezmieniony", "niezmieniona", "niezmienione",
			"jednorodny", "jednorodna", "jednorodne", "gładkie", "gładka", "symetryczne", "typowy", "typowa",
			"typowe", "typowo", "stabilny", "stabilna", "stabilne", "norma", "normie", "pośrodkowa",
			"pośrodkowo", "pośrodkowej", "środkowo", "wypełniony", "wypełniona", "uciśnięta", "uciśnięty",
			"pogrubiała", "pogrubiały", "pogrubiałe", "nieprzemieszczone", "przemieszczone", "ciągłe", "ciągły",
			"ciągła", "symetryczny", "symetryczna", "spłycona", "zwężony", "zwężona"),
		reported:  wordSet("widoczny", "widoczna", "widoczne", "stwierdzono", "uwidoczniono", "obecny", "obecna", "obecne"),
		openers:   append(cues("brak", "stan po"), verbsPolish...),
		verbFirst: verbsPolish,
		closers:   verbsPolish,
		places:    wordSet("w", "we", "na", "przy", "nad", "pod", "wzdłuż"),
		subjects: []string{"płuca", "płuco", "serce", "sylwetka", "śródpiersie", "wnęki", "tchawica", "aorta",
			"przepona", "kopuły", "zachyłki", "kąty", "opłucna", "miąższ", "rysunek", "wątroba", "śledziona",
			"nerki", "nerka", "trzustka", "pęcherzyk", "pęcherz", "drogi żółciowe", "przewód", "nadnercza",
			"węzły", "kości", "struktury kostne", "układ kostny", "zatoki", "komory", "jelita", "żyła", "rdzeń", "obraz",
			"struktury", "zróżnicowanie", "ciało", "łąkotka", "więzadło", "kanał", "stożek",
			"lordoza", "średnica"},
	},
	// Romanian writes its definite article onto the noun ("plămânii", "cordul") and its
	// adjectives after it: subjects are stems, and no article opens a statement.
	"ro": {
		alternatives: wordSet("sau", "ori", "nici"),
		joins:        wordSet("de", "din", "și", "si", "sau", "ori", "cu", "la", "în", "in", "pe", "pentru", "x"),
		continuing: wordSet("de", "din", "la", "în", "in", "pe", "cu", "fără", "prin", "pentru", "sub", "spre",
			"până", "după", "între", "și", "si", "sau", "ori", "nici", "dar", "însă", "iar", "a", "al", "ai", "ale",
			"un", "o", "unui", "unei", "niște", "cel", "cea", "cei", "cele", "care", "ce", "este", "sunt", "e",
			"era", "erau", "nu", "se", "mai", "foarte", "cca", "aproximativ", "măsurând", "x"),
		qualifiers: wordSet("multiple", "numeroase", "câteva", "minimă", "minim"),
		copulas: wordSet("este", "sunt", "e", "era", "erau", "apare", "apar", "prezintă", "are", "au", "măsoară", "rămâne", "rămân",
			"sugerează", "pledează", "captează", "secretă", "comprimă", "corespunde"),
		takesObject: wordSet("prezintă", "are", "au", "sugerează", "captează", "secretă", "comprimă", "corespunde"),
		modals:      wordSet("poate", "pot"),
		negations:   wordSet("nu"),
		predicates: wordSet("normal", "normală", "normale", "normali", "fără", "liber", "liberă", "libere", "liberi",
			"omogen", "omogenă", "omogene", "nemodificat", "nemodificată", "nemodificate", "nemodificați",
			"transparent", "transparentă", "transparente", "permeabil", "permeabilă", "permeabile", "centrat",
			"centrată", "centrate", "mărit", "mărită", "mărite", "măriți", "nemărit", "nemărită", "nemărite",
			"crescut", "crescută", "păstrat", "păstrată", "păstrate", "conservat", "conservată", "stabil", "stabilă",
			"staționar", "staționară", "nedilatat", "nedilatată", "nedilatate", "destins", "destinsă", "lărgit",
			"nelărgit", "normoaerați", "normoaerat", "normodimensionat", "normodimensionată", "normodimensionați",
			"obișnuit", "obișnuită", "vizibil", "vizibilă", "vizibile", "nemăriți", "nedeplasat", "nedeplasate",
			"îngroșat", "îngroșată", "opacifiat", "opacifiată", "integru", "integră", "comprimat", "comprimată",
			"rectificată", "simetric", "simetrică", "netezi"),
		reported:  wordSet("vizualizat", "vizualizată", "vizualizate", "evidențiat", "evidențiată", "evidențiate", "observat", "observată", "observate"),
		openers:   append(cues("fără semne", "status post"), verbsRomanian...),
		verbFirst: verbsRomanian,
		closers: cues("nu se observă", "nu se evidențiază", "nu se vizualizează", "nu se constată",
			"nu se identifică", "nu se decelează", "se observă", "se evidențiază", "se vizualizează",
			"se constată", "se identifică", "se decelează", "nu există", "există"),
		places: wordSet("în", "in", "la", "pe", "din"),
		subjects: []string{"plămân", "cord", "inim", "mediastin", "hilii", "trahee", "aort", "diafragm", "hemidiafragm",
			"cupol", "sinusuri", "ficat", "splin", "rinichi", "pancreas", "vezic", "colecist", "căile biliare",
			"calea biliară", "coledoc", "vena port", "structurile", "cadrul osos", "parenchim",
			"transparența", "silueta", "desenul", "suprarenal", "uter", "prostat", "anse", "ganglion", "gland",
			"aspectul", "calota", "diferențierea", "corpul", "ligamentul", "meniscul", "canalul", "conul", "măduva",
			"lordoza", "peretele", "sistemul", "leziunile"},
	},
	// Swedish writes its definite article onto the noun ("lungorna", "hjärtat") and joins
	// structure and finding into one word ("pleuravätska"): subjects are stems. A side stands
	// before its structure ("höger lunga"). A size comes before its adjective ("8 mm stor"), so
	// "stor" opens nothing; nor does an article, as the verb of a place phrase comes before it
	// ("i höger ovanlob ses en nodulus").
	"sv": {
		alternatives: wordSet("eller"),
		joins:        wordSet("av", "och", "eller", "med", "i", "på", "till", "för", "vid", "från", "x"),
		continuing: wordSet("en", "ett", "den", "det", "de", "denna", "detta", "av", "i", "på", "till", "från", "med",
			"utan", "vid", "mot", "under", "över", "mellan", "inom", "bakom", "genom", "om", "för", "och", "eller",
			"samt", "men", "som", "är", "var", "har", "hade", "kan", "ska", "inte", "ej", "ingen", "inga", "inget",
			"finns", "föreligger", "mäter", "mätande", "cirka", "ca", "ungefär", "något", "lätt", "mycket", "tecken", "x"),
		qualifiers: wordSet("förstorad", "förstorat", "förstorade", "liten", "litet", "små", "måttlig", "måttligt", "måttliga", "ringa", "enstaka", "multipla",
			"flera", "några", "ny", "nytt", "nya", "lindrig", "lindrigt", "lindriga", "diskret", "diskreta", "sparsam", "sparsamt"),
		copulas: wordSet("är", "var", "förefaller", "verkar", "har", "uppvisar", "visar", "mäter", "bedöms", "innehåller",
			"utsöndrar", "talar", "laddar", "når", "komprimerar"),
		takesObject: wordSet("har", "uppvisar", "visar", "innehåller", "utsöndrar", "laddar", "når", "komprimerar"),
		modals:      wordSet("kan"),
		negations:   wordSet("inte", "ej"),
		predicates: wordSet("normal", "normala", "normalt", "normalstor", "normalstort", "normalstora", "fri", "fria",
			"fritt", "utan", "ua", "oförändrad", "oförändrat", "oförändrade", "förstorad", "förstorat", "förstorade",
			"vidgad", "vidgat", "vidgade", "ovidgad", "ovidgade", "centralt", "centralställd", "luftfylld",
			"luftfyllda", "välluftade", "stabil", "stabilt", "stabila", "intakt", "intakta", "regelbunden",
			"regelbundna", "homogen", "homogent", "saknas", "blank", "blanka", "normalvid", "normalvida", "öppna",
			"välfylld", "komprimerad", "förtjockad", "förtjockat", "förskjuten", "förskjutna", "symmetriskt"),
		reported: wordSet("ses", "syns", "noteras", "påvisas", "konstateras"),
		openers:  cues("ingen", "inga", "inget", "det finns", "det föreligger", "det ses", "status post"),
		closers:  cues("ses ej", "ses inte", "saknas"),
		places:   wordSet("i", "på", "vid", "inom", "över", "under"),
		subjects: []string{"lung", "hjärt", "mediastin", "hilus", "hili", "trachea", "luftstrupe", "aort",
			"diafragm", "sinus", "skelett", "lever", "mjält", "njur", "pankreas", "bukspottkörtel", "gallblåsa",
			"gallväg", "urinblåsa", "binjur", "tarm", "kärl", "lymfkörtl", "revben", "kotkropp", "mjukdelar", "bilden",
			"fynden", "mittlinjestruktur", "skallben", "ventrikelsystem", "spinalkanal", "halsryggmärg", "korsband",
			"menisk", "förändringarna"},
		adjectiveEndings: []string{"ala", "ära", "iska", "re"},
		relatives:        wordSet("som", "vilken", "vilket", "vilka"),
		closedCompounds:  true,
		sidesBefore:      true,
	},
	// Slovenian has no articles; "ni" both denies before its noun ("ni plevralnega izliva") and
	// after it ("izliva ni"), and is the negated copula after a subject ("srce ni povečano").
	"sl": {
		alternatives: wordSet("ali", "niti"),
		joins:        wordSet("in", "ter", "ali", "z", "s", "v", "na", "pri", "za", "od", "do", "x"),
		continuing: wordSet("v", "na", "z", "s", "iz", "do", "od", "po", "pri", "ob", "nad", "pod", "pred", "za", "med",
			"skozi", "brez", "o", "in", "ter", "ali", "oziroma", "ne", "niti", "pa", "da", "ki", "je", "so", "sta",
			"bil", "bila", "bilo", "bili", "se", "zelo", "bolj", "manj", "približno", "okoli", "cca", "znakov", "x"),
		qualifiers: wordSet("majhen", "majhna", "majhno", "majhne", "drobne", "drobni", "drobna", "zmeren", "zmerna",
			"zmerno", "številne", "posamezne", "posamezni", "nov", "nova", "novo", "nove", "blag", "blaga", "blago"),
		copulas: wordSet("je", "so", "sta", "bil", "bila", "bilo", "bili", "ima", "imajo", "meri", "merijo", "kaže", "kažejo",
			"ustreza", "izločata", "izločajo"),
		takesObject: wordSet("ima", "imajo", "kaže", "kažejo", "ustreza", "izločata", "izločajo"),
		negations:   wordSet("ne"),
		predicates: wordSet("normalno", "normalna", "normalen", "normalne", "normalni", "normalnih", "primerno",
			"primerna", "primerne", "primeren", "brez", "povečano", "povečana", "povečan", "povečani", "nepovečano",
			"nepovečana", "nepovečan", "razširjen", "razširjena", "razširjeni", "nerazširjen", "nerazširjena",
			"nerazširjeni", "prost", "prosta", "prosto", "prosti", "proste", "homogen", "homogena", "homogeno",
			"ohranjen", "ohranjena", "ohranjeno", "nespremenjen", "nespremenjena", "nespremenjeno", "stabilen",
			"stabilna", "pravilno", "pravilna", "pravilne", "sredinsko", "sredini", "običajne", "običajna",
			"običajno", "prehodna", "prehodni", "zračna", "zračni", "povečane", "razširjene", "zadebeljen",
			"zadebeljena", "zadebeljeno", "zadebeljene", "premaknjen", "premaknjena", "premaknjene", "utesnjen",
			"utesnjena", "izravnan", "izravnana", "napolnjen", "napolnjena", "simetričen", "simetrična",
			"intakten", "intaktna", "ohranjene", "prozorna", "prozorno"),
		heads:     wordSet("velikosti", "širine", "signala", "debeline", "premera", "oblike", "ehostrukture", "lege", "poteka"),
		reported:  wordSet("viden", "vidna", "vidno", "vidne", "vidni", "prikazan", "prikazana", "prikazano", "opazen", "opazna", "opazno"),
		openers:   append(cues("brez znakov", "stanje po"), verbsSlovenian...),
		verbFirst: verbsSlovenian,
		closers:   verbsSlovenian,
		places:    wordSet("v", "na", "pri", "ob", "nad", "pod", "med"),
		subjects: []string{"pljuč", "srce", "srčna senca", "mediastin", "hili", "sapnik", "aort", "prepon",
			"recesus", "sinus", "jetr", "vranic", "ledvic", "trebušna slinavka", "žolčnik", "žolčni vod", "sečni mehur",
			"mehur", "skelet", "kost", "mehka tkiva", "bezgavk", "nadledvič", "maternic", "prostat", "ščitnic",
			"parenhim", "slika", "sten", "sistem", "središčne strukture", "kanal", "hrbtenjač", "lordoz",
			"konus"},
		adjectiveEndings: []string{"ske", "ski", "ska", "lni", "lna", "lne", "čni", "čna", "čne", "rni", "rna", "rne",
			"sni", "sna", "sne", "žna", "žni", "žne", "dnja", "dnji", "dnje", "tli", "dke", "nih", "nega"},
		sidesBefore:    true,
		sizesAfterNoun: true,
	},
	// Lithuanian has no articles, mostly names what it denies before the verb ("skysčio
	// pleuros ertmėse nėra") and says place by the locative case: the organs' locatives are
	// subjects ("plaučiuose nėra infiltracijos").
	"lt": {
		alternatives: wordSet("ar", "arba", "nei"),
		joins:        wordSet("ir", "bei", "ar", "arba", "su", "į", "iš", "prie", "ties", "x"),
		continuing: wordSet("ir", "bei", "ar", "arba", "nei", "su", "be", "į", "iš", "ties", "prie", "po", "per", "už",
			"virš", "apie", "tarp", "iki", "nuo", "dėl", "pagal", "kad", "kuris", "kuri", "kurio", "kurios", "yra",
			"buvo", "ne", "labai", "apytiksliai", "x"),
		qualifiers: wordSet("nedidelis", "nedidelė", "nedideli", "nedidelės", "nedidelio", "negausūs", "negausios",
			"mažas", "maža", "smulkūs", "smulkios", "pavieniai", "pavienės", "gausūs", "vidutinis", "naujas", "nauja",
			"nauji", "naujos", "keli", "kelios"),
		copulas:     wordSet("yra", "buvo", "atrodo", "siekia", "turi", "atitinka", "išskiria", "kaupia", "nekaupia"),
		takesObject: wordSet("turi", "atitinka", "išskiria", "kaupia", "nekaupia"),
		modals:      wordSet("gali"),
		negations:   wordSet("ne"),
		predicates: wordSet("nepadidėjusi", "nepadidėjęs", "nepadidėję", "nepadidėjusios", "padidėjusi", "padidėjęs",
			"padidėję", "normalaus", "normalus", "normali", "normalūs", "normalios", "laisvi", "laisvas", "laisva",
			"laisvos", "be", "homogeniška", "homogeniškas", "homogeniškos", "struktūriškos", "struktūriški",
			"nepraplatėjęs", "nepraplatėję", "nepraplatėjusi", "praplatėjęs", "neišsiplėtęs", "neišsiplėtę",
			"lygi", "lygios", "lygūs", "aiškūs", "aiškios", "įprastas", "įprasta", "įprasto", "įprastos", "nepakitęs",
			"nepakitusi", "nepakitę", "stabilus", "stabili", "oringi", "oringa", "oringas", "pralaidi", "pralaidūs",
			"simetriškos", "simetriški", "simetriška", "simetriškas", "skaidrūs", "skaidrus", "skaidri", "skaidrios",
			"nesustorėjusi", "nesustorėjęs", "nesustorėję", "sustorėjusi", "sustorėjęs", "sustorėję",
			"neišsiplėtusi", "neišsiplėtusios", "išsiplėtusi", "išsiplėtęs", "nepasislinkusios", "nepasislinkęs",
			"pasislinkusios", "pasislinkęs", "išlikusi", "išlikusios", "išlikęs", "vientisas", "vientisa",
			"vientisi", "suspaustas", "suspausta", "suspausti", "susiaurėjusios", "susiaurėjęs", "susiaurėjusi",
			"ištiesinta", "ištiesintas", "pripildyta", "pripildytas", "vidurinėje"),
		heads: wordSet("dydžio", "pločio", "storio", "formos", "echostruktūros", "signalo"),
		reported: wordSet("stebima", "stebimas", "stebimi", "stebimos", "matoma", "matomas", "matomi", "matomos",
			"nustatyta", "rasta"),
		openers:   append(cues("būklė po"), verbsLithuanian...),
		verbFirst: verbsLithuanian,
		closers:   verbsLithuanian,
		places:    wordSet("ties", "prie", "virš", "po", "už", "tarp"),
		subjects: []string{"plaučiuose", "plautyje", "kepenyse", "inkstuose", "inkste", "blužnyje", "tarpuplautyje",
			"kasoje", "plaučiai", "plautis", "širdis", "širdies šešėlis", "tarpuplautis", "šaknys", "diafragma",
			"sinusai", "trachėja", "aorta", "kepenys", "blužnis", "inkstai", "kasa", "tulžies pūslė", "tulžies latakai",
			"šlapimo pūslė", "kaulai", "kaulinės struktūros", "minkštieji audiniai", "limfmazgiai", "antinksčiai",
			"skydliaukė", "gimda", "prostata", "plaučių šaknys", "plaučių piešinys", "plaučių laukai", "vaizdas",
			"sienel", "skilvelių sistema", "vidurio linijos", "kaukolės kaul", "kirmėlinė atauga", "stuburo kanal",
			"nugaros smeg", "menisk", "raišt", "galvos smegen", "didžioji jungtis", "kaklo lordoz"},
		adjectiveEndings: []string{"inis", "inė", "iniai", "inės", "ysis", "ioji"},
		deniesAfterNoun:  true,
		sidesBefore:      true,
		sizesAfterNoun:   true,
	},
	// Greek opens its statements with an article ("η καρδιά είναι") or an impersonal verb
	// ("παρατηρείται", "δεν παρατηρείται"), which may also follow what it notes ("πλευριτική
	// συλλογή δεν παρατηρείται"); only the nominative articles open one, not the genitive's.
	"el": {
		alternatives: wordSet("ή", "ούτε"),
		joins: wordSet("και", "ή", "με", "σε", "στο", "στη", "στην", "στον", "στα", "στους", "στις", "του", "της",
			"των", "από", "για", "x"),
		continuing: wordSet("ο", "η", "το", "οι", "τα", "του", "της", "των", "τον", "την", "τους", "τις", "ένα", "ένας",
			"μία", "μια", "ενός", "μιας", "σε", "στο", "στη", "στην", "στον", "στα", "στους", "στις", "από", "με",
			"χωρίς", "για", "κατά", "προς", "μέχρι", "έως", "μεταξύ", "εντός", "παρά", "και", "ή", "ούτε", "αλλά",
			"όμως", "που", "ότι", "ενώ", "είναι", "ήταν", "έχει", "έχουν", "δεν", "δε", "μη", "περίπου", "πολύ", "x"),
		qualifiers: wordSet("μικρή", "μικρό", "μικρός", "μικρές", "μικρά", "ελαφρά", "ελαφρύ", "ήπια", "ήπιο", "ήπιες",
			"μέτρια", "μέτριο", "μεγάλη", "μεγάλο", "πολλαπλά", "πολλαπλές", "πολλαπλοί", "μερικά", "ορισμένα", "νέα",
			"νέο", "νέες", "ελάχιστη", "ελάχιστο", "αμφοτερόπλευρη", "αμφοτερόπλευρες"),
		copulas: wordSet("είναι", "ήταν", "εμφανίζεται", "εμφανίζονται", "φαίνεται", "φαίνονται", "παραμένει",
			"παραμένουν", "έχει", "έχουν", "μετρά", "μετράει", "εμφανίζει", "εμφανίζουν", "περιέχει", "συνάδει",
			"συνηγορεί", "συνηγορούν", "απεκκρίνουν", "αντιστοιχεί", "αντιστοιχούν"),
		takesObject: wordSet("έχει", "έχουν", "εμφανίζει", "εμφανίζουν", "περιέχει", "απεκκρίνουν"),
		negations:   wordSet("δεν", "δε", "μη"),
		predicates: wordSet("φυσιολογική", "φυσιολογικό", "φυσιολογικός", "φυσιολογικά", "φυσιολογικές",
			"φυσιολογικοί", "φυσιολογικού", "φυσιολογικής", "ελεύθερα", "ελεύθεροι", "ελεύθερες", "ελεύθερο",
			"ελεύθερη", "χωρίς", "διατηρημένη", "διατηρημένο", "διατηρημένα", "ομαλή", "ομαλό", "ομαλά",
			"ομοιογενές", "ομοιογενής", "διευρυμένη", "διευρυμένο", "διευρυμένα", "διατεταμένη", "διατεταμένο",
			"διατεταμένα", "μεγεθυσμένη", "μεγεθυσμένο", "μεγεθυσμένος", "διογκωμένη", "διογκωμένο", "διογκωμένος",
			"αμετάβλητη", "αμετάβλητο", "αμετάβλητα", "σταθερή", "σταθερό", "σταθερά", "κεντρικά", "κεντρική",
			"ακέραια", "βατά", "βατός", "βατή", "ακέραιος", "ακέραιο", "συμπιεσμένη", "συμπιεσμένο", "παχυσμένο",
			"παχυσμένη", "συμμετρικό", "συμμετρική", "διαυγή", "διαυγές", "φυσιολογικών"),
		reported: wordSet("παρατηρείται", "παρατηρούνται", "απεικονίζεται", "απεικονίζονται", "αναγνωρίζεται",
			"διαπιστώνεται", "ανευρίσκεται", "σημειώνεται", "σημειώνονται"),
		openers:   append(cues("απουσία"), verbsGreek...),
		verbFirst: verbsGreek,
		closers:   verbsGreek,
		articles:  wordSet("ο", "η", "το", "οι", "τα"),
		places:    wordSet("σε", "στο", "στη", "στην", "στον", "στα", "στους", "στις", "εντός", "κατά"),
		subjects: []string{"πνεύμον", "καρδι", "καρδιακή σκιά", "μεσοθωράκιο", "πύλες", "τραχεία", "αορτή",
			"διάφραγμα", "ημιδιαφράγματα", "πλευροδιαφραγματικ", "γωνίες", "ήπαρ", "σπλήνας", "νεφροί", "νεφρός",
			"πάγκρεας", "χοληδόχος", "χοληφόρα", "ουροδόχος", "οστά", "οστικές δομές", "μαλακά μόρια",
			"λεμφαδένες", "επινεφρίδια", "θυρεοειδής", "μήτρα", "προστάτης", "παρέγχυμα", "εικόνα", "ευρήματα",
			"δομές", "διαφοροποίηση", "μεσολόβιο", "νωτιαίος μυελός", "εστίες"},
		sidesBefore:    true,
		sizesAfterNoun: true,
	},
}
