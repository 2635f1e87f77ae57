package report

import "github.com/radscribe/radscribe/domain/lang"

// Dictation checks beyond contradictions: anatomy that does not fit the template, implausible
// sizes and mixed units, a sex stated against sex-specific organs, and findings that appear in
// only one of findings and impression. Their word lists are per language (English for a language
// without them); phrases are stems as in vocabulary.

// checkWords is one language's word lists for the dictation checks.
type checkWords struct {
	compound bool

	// Sizes: kidney and cyst make a renal cyst, aorta a vessel diameter unless the clause speaks
	// of its wall, plaque, valve or a branch.
	kidney, cyst, aorta, aortaNot []string

	// statedFemale and statedMale state the patient's sex ("67-year-old man", "Patientin").
	statedFemale, statedMale []string

	// significant marks a finding the impression must mention; malignancy words in the
	// impression cover any lesion.
	significant, malignancy []string
	// supports are findings words that describe an impression term in other words
	// ("blunting of the costophrenic angle" for a small effusion).
	supports map[string][]string
	// hedges make an impression statement a possibility, not a finding the findings must show
	// ("cardiomegaly or pericardial effusion", "possibility of a rib fracture").
	hedges []string

	msg checkMessages
}

// checkMessages word the checks' issues.
type checkMessages struct {
	anatomy, size, mixedUnits, statedSex, impressionOnly, significantMissing       string
	fixAnatomy, fixSize, fixMixedUnits, fixImpressionOnly, fixSignificantMissing   string
	changeTemplate, removeStatement, addToFindings, removeFromImpression, addToImp string
	keep, correct                                                                  string
	lesion, renalCyst, aorta                                                       string
}

// reportedFindings are the findings keys an impression may name only when the findings describe
// them: things seen, not diagnoses inferred from other signs (pneumonia from consolidation, an
// aneurysm from a diameter, hydronephrosis from a dilated collecting system).
var reportedFindings = map[string]bool{
	"pleural effusion": true, "pericardial effusion": true, "pneumothorax": true, "nodule": true,
	"mass": true, "fracture": true, "hiatal hernia": true, "pneumoperitoneum": true,
	"ascites": true, "pulmonary embolism": true,
	"cholelithiasis": true, "abscess": true, "kidney stone": true, "cavity": true,
}

// relatedFindings are findings keys that describe an impression key in other words.
var relatedFindings = map[string][]string{
	"nodule":           {"mass", "granuloma", "opacity", "lymph node"},
	"mass":             {"nodule", "opacity", "lymph node"},
	"cholelithiasis":   {"kidney stone"},
	"kidney stone":     {"cholelithiasis", "hydronephrosis"},
	"pleural effusion": {"loculation", "pleural thickening"},
	"cavity":           {"abscess", "nodule", "mass"},
	"abscess":          {"cavity", "mass"},
}

var checkWordLists = map[string]*checkWords{}

// checkWordsFor returns the lists of language's base code, else English.
func checkWordsFor(language string) *checkWords {
	base := lang.Base(language)
	if w, ok := checkWordLists[base]; ok {
		return w
	}
	return checkWordLists["en"]
}

func init() {
	checkWordLists["en"] = &checkWords{
		kidney:       []string{"kidney", "renal$"},
		cyst:         []string{"cyst"},
		aorta:        []string{"aorta$", "aortic$"},
		aortaNot:     []string{"wall$", "thicken", "plaque", "calcif", "valve$", "valvular$", "flap$", "intimal$", "ulcer", "thromb", "stent", "branch", "ostium$", "ostial$", "root$", "bulb$", "distance$", "from$", "above$", "below$", "proximal$", "distal$", "dissection$", "node$", "nodes$", "nodule", "lesion", "mass$", "cyst"},
		statedFemale: []string{"female$", "woman$", "lady$", "girl$", "pregnant$"},
		statedMale:   []string{"male$", "man$", "gentleman$", "boy$"},
		significant:  []string{"significant$", "suspicious$", "malignant$", "worrisome$"},
		malignancy:   []string{"malignan", "carcinoma", "cancer", "neoplas", "metasta", "tumor", "tumour", "lymphoma", "sarcoma", "bi rads", "birads$", "lung rads", "suspicious$"},
		supports: map[string][]string{
			"pleural effusion":     {"blunting$", "blunted$", "costophrenic", "fluid$", "pleura"},
			"pericardial effusion": {"pericard"},
			"fracture":             {"fractur", "deformit", "compression$", "wedg"},
			"pulmonary embolism":   {"filling$", "defect", "thromb", "embol", "occlus"},
		},
		hedges: []string{"possib", "unclear$", "whether$", "or$", "either$", "differential", "versus$", "vs$", "probab", "likely$", "cannot$", "question", "suspect", "suggest", "may$", "might$", "could$", "perhaps$", "concern", "consider", "exclude", "rule$", "if$"},
		msg: checkMessages{
			anatomy:               "“%s” does not fit the template (%s): “%s”.",
			size:                  "Implausible size for the %s: %s (“%s”).",
			mixedUnits:            "Mixed units in one measurement: %s (“%s”).",
			statedSex:             "“%s” is described (“%s”) although the patient is stated to be %s (“%s”).",
			impressionOnly:        "The impression names “%s” (“%s”) but the findings do not describe it.",
			significantMissing:    "A finding called “%s” in the findings (“%s”) is not mentioned in the impression.",
			fixAnatomy:            "Check that the right template was chosen and that the dictation belongs to this examination.",
			fixSize:               "Check the number and its unit.",
			fixMixedUnits:         "Give every dimension of the measurement in the same unit.",
			fixImpressionOnly:     "Describe the finding in the findings or correct the impression.",
			fixSignificantMissing: "Add the finding to the impression or correct the findings.",
			changeTemplate:        "change the template", removeStatement: "remove the statement",
			addToFindings: "add to the findings", removeFromImpression: "remove from the impression",
			addToImp: "add to the impression", keep: "keep as is", correct: "correct the measurement",
			lesion: "lesion", renalCyst: "renal cyst", aorta: "aorta",
		},
	}
	checkWordLists["de"] = &checkWords{
		compound:     true,
		kidney:       []string{"niere", "renal"},
		cyst:         []string{"zyste"},
		aorta:        []string{"aorta$", "aorten"},
		aortaNot:     []string{"wand", "verdick", "plaque", "verkalk", "kalzif", "klappe", "dissektionsmembran", "membran", "ulkus", "ulzer", "thromb", "stent", "abgang", "ostium", "abstand", "von$", "oberhalb$", "unterhalb$", "proximal", "distal", "dissektion", "lymphknoten", "knoten", "läsion", "raumforderung", "zyste", "wurzel", "bulbus"},
		statedFemale: []string{"weiblich", "patientin$", "frau$", "schwanger", "mädchen$"},
		statedMale:   []string{"männlich", "mann$", "herr$"},
		significant:  []string{"signifikant", "suspekt", "malign", "verdächtig"},
		malignancy:   []string{"malign", "karzinom", "neoplas", "metasta", "tumor", "lymphom", "sarkom", "bi rads", "birads", "lung rads", "suspekt", "verdächtig"},
		supports: map[string][]string{
			"pleural effusion":     {"randwinkel", "flüssigkeit", "pleura"},
			"pericardial effusion": {"perikard"},
			"pulmonary embolism":   {"füllungsdefekt", "aussparung", "thromb", "embol", "verschluss"},
			"fracture":             {"fraktur", "deformier", "sinterung", "keilwirbel"},
			"cholelithiasis":       {"stein", "konkrement", "lithiasis"},
		},
		hedges: []string{"möglich", "fraglich", "oder$", "ggf$", "verdacht", "vereinbar", "wahrscheinlich", "ausschluss", "differenzialdiagnos", "differentialdiagnos", "dd$", "unklar", "eventuell", "evtl$", "vermutlich", "am ehesten"},
		msg: checkMessages{
			anatomy:               "„%s“ passt nicht zur Vorlage (%s): „%s“.",
			size:                  "Unplausible Größe (%s): %s („%s“).",
			mixedUnits:            "Gemischte Einheiten in einer Messung: %s („%s“).",
			statedSex:             "„%s“ wird beschrieben („%s“), obwohl das Geschlecht als %s angegeben ist („%s“).",
			impressionOnly:        "Die Beurteilung nennt „%s“ („%s“), der Befund beschreibt es aber nicht.",
			significantMissing:    "Ein im Befund als „%s“ beschriebener Befund („%s“) fehlt in der Beurteilung.",
			fixAnatomy:            "Prüfen, ob die richtige Vorlage gewählt wurde und das Diktat zu dieser Untersuchung gehört.",
			fixSize:               "Zahl und Einheit prüfen.",
			fixMixedUnits:         "Alle Maße der Messung in derselben Einheit angeben.",
			fixImpressionOnly:     "Den Befund im Befundteil beschreiben oder die Beurteilung korrigieren.",
			fixSignificantMissing: "Den Befund in die Beurteilung aufnehmen oder den Befundteil korrigieren.",
			changeTemplate:        "Vorlage wechseln", removeStatement: "Aussage streichen",
			addToFindings: "im Befund ergänzen", removeFromImpression: "aus der Beurteilung streichen",
			addToImp: "in die Beurteilung aufnehmen", keep: "beibehalten", correct: "Messung korrigieren",
			lesion: "Läsion", renalCyst: "Nierenzyste", aorta: "Aorta",
		},
	}
}
