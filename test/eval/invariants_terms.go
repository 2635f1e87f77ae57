package main

import (
	"regexp"
	"slices"
	"strings"
)

// The judge of invariant 6 (invariants.go): which findings a dictation states, and which
// sentences of a template line deny them. It is written here, small and explicit, apart from
// the engine's own rules, so the engine is not measured by itself. English and German; French,
// Spanish and Italian for the findings of chest radiographs and abdominal ultrasound.
//
// Go's \w and \b know ASCII letters only: patterns below write \w for a letter of any script
// (term turns it into \pL), and put \b only next to ASCII letters. The French, Spanish and
// Italian words are written apart from the English and German ones (after "fr/es/it:"), none of
// them an English or German word: Italian "non" counts before a space only, so the English
// prefix ("non-obstructing") is no negation.

// findingTerm is a finding the judge knows.
type findingTerm struct {
	name string
	// says states the finding in a dictated sentence; notAbout, in the same phrase, makes it
	// another organ's ("pericardial effusion" is no pleural effusion); needs, when set, must be
	// in the sentence too (a thyroid nodule names the thyroid or a lobe).
	says, notAbout, needs *regexp.Regexp
	// names marks a template line about the finding, or a broader one ("No acute
	// cardiopulmonary abnormality."), in its organ heading, label or sentence; notNames marks
	// lines about something else even so ("Skull and scalp").
	names, notNames *regexp.Regexp
	// organ marks a line about the finding's organ: its all-normal sentences ("Clear.",
	// "Intact.") deny the finding, and so do its sentences naming organWords ("Gallbladder:
	// No stones.").
	organ, organWords *regexp.Regexp
	// only, when set, are the modalities the finding is looked for in.
	only []string
}

func term(pattern string) *regexp.Regexp {
	if pattern == "" {
		return nil
	}
	return regexp.MustCompile(`(?i)` + strings.ReplaceAll(pattern, `\w`, `[\pL\pN]`))
}

// Words around a finding that deny it, in the clause before it or just after it; turns start
// a clause negation does not reach across ("No effusion on the left, but a small one on the
// right"); phrases are the parts of a sentence a finding and its organ or side belong to.
var (
	deniedBefore = term(`\b(no|not|without|neither|nor|free of|clear of|negative for|rule out|resolution of|resolved|kein|keine|keinen|keiner|keines|keinem|ohne|nicht|weder|ausschluss)\b` +
		// fr/es/it
		`|\b(pas|sans|ni|aucune?|absence d|sin|ausencia de|ningun\w*|senza|assenza di|nessun\w*)\b|\bnon\s|(^|[^\pL])né($|[^\pL])`)
	deniedAfter = term(`^[^.]{0,30}?\b(not (be |been )?(observed|detected|seen|found|noted|identified|present|visualized)|has resolved|resolved|nicht (mehr )?(nachweisbar|nachgewiesen|abgrenzbar|erkennbar|sichtbar)|ausgeschlossen` +
		// fr/es/it
		`|non (visible|décelable|retrouvé\w*)|no se (observa|aprecia|identifica)\w*|non (si )?(osserva|evidenzia|apprezza)\w*)`)
	// techniqueNegation says how a study was done ("CT without contrast (stone protocol)", "ohne
	// KM"): it denies nothing after it.
	techniqueNegation = term(`\b(without|ohne|sans|sin|senza|sem)\s+((iv|intravenous|oral|intravenöse[mn]?)\s+)?(contrast|km|kontrastmittel\w*|injection|contraste|mdc|mezzo di contrasto)\b`)
	turnWords         = term(`\b(but|however|although|whereas|aber|jedoch|allerdings|sondern` + `|mais|cependant|pero|sin embargo|però|tuttavia)\b`)
	phraseBreak       = term(`[,;]|\b(and|with|or|causing|resulting in|und|mit|oder|sowie|bei|verursacht` + `|et|avec|ou|y|con|o|e|ed)\b`)
)

// notStated is a form field left unanswered ("– keine Angabe –", "not specified"): no denial.
var notStated = term(`keine angabe|nicht angegeben|not specified|not stated|\bk\.? ?a\.`)

// negativeSentence words make a template sentence a normal one.
var negativeSentence = term(`\b(no|none|normal\w*|absent|clear|kein\w*|unauff\w*|intact|intakt|unremarkable|regelrecht\w*|not|nicht|without|ohne|negative|nil|preserved|erhalten|frei)($|[^\pL\pN])` +
	// fr/es/it
	`|\b(pas|sans|aucune?|absence|clairs?|claires?|libres?|sin|ninguna?|ausencia|non|senza|assenza|nessun\w*|liber[oaie]|regolar[ei]|nei limiti|nella norma|alithiasique|alitiasica|conserv[ée]e?s?|conservad[oa]s?|conservat[oaie])($|[^\pL\pN])`)

// allNormal are the words of a sentence that says a line (or the organ it names) is normal
// without naming a finding; fillers are words such a sentence may have besides.
var (
	allNormal = map[string]bool{"clear": true, "normal": true, "unremarkable": true, "none": true, "intact": true,
		"absent": true, "negative": true, "unauffällig": true, "regelrecht": true, "intakt": true, "kein": true,
		"keine": true, "keiner": true, "keines": true, "frei": true, "nil": true, "preserved": true, "erhalten": true,
		// fr/es/it ("sans particularité", "sin alteraciones", "nei limiti", "nella norma")
		"normale": true, "normales": true, "normaux": true, "normali": true, "normalidad": true, "clair": true,
		"clairs": true, "libre": true, "libres": true, "libero": true, "liberi": true, "libera": true, "libere": true,
		"conservé": true, "conservée": true, "conservado": true, "conservada": true, "conservato": true,
		"conservata": true, "regolare": true, "regolari": true, "particularité": true, "alteraciones": true,
		"limiti": true, "norma": true}
	fillers = map[string]bool{"the": true, "is": true, "are": true, "and": true, "of": true, "ist": true, "sind": true,
		"und": true, "der": true, "die": true, "das": true, "beide": true, "both": true,
		// fr/es/it
		"le": true, "la": true, "les": true, "est": true, "sont": true, "et": true, "sans": true, "el": true,
		"los": true, "las": true, "es": true, "son": true, "y": true, "sin": true, "dentro": true, "de": true,
		"il": true, "è": true, "sono": true, "e": true, "nei": true, "nella": true, "della": true, "ambos": true}
)

// allNormalBesides tells whether a sentence says only that something is normal, the words of
// organ aside ("Clear.", "Gallbladder unremarkable.").
func allNormalBesides(s string, organ *regexp.Regexp) bool {
	normal := false
	for _, w := range normWords(s) {
		switch {
		case allNormal[w]:
			normal = true
		case fillers[w] || organ != nil && organ.MatchString(w) || len(whereOf(w)) > 0:
		default:
			return false
		}
	}
	return normal
}

// onlyOrgan tells whether a label names the organ and nothing else but sides and sites
// ("Right kidney", "LUNGS"; not "Gallbladder wall thickening" or "Pleural effusion").
func onlyOrgan(label string, organ *regexp.Regexp) bool {
	if organ == nil || !organ.MatchString(label) {
		return false
	}
	for _, w := range normWords(label) {
		if !(fillers[w] || organ.MatchString(w) && !organAdjective.MatchString(w) || len(whereOf(w)) > 0) {
			return false
		}
	}
	return true
}

// organAdjective marks a word that starts with an organ's name but is about something else.
var organAdjective = term(`^pleural$`)

// genericNormal is an impression saying the whole study is normal: it denies every finding.
// Impressions scoped to a region ("No acute intrathoracic abnormality") deny the findings
// whose names list that region as broader.
var genericNormal = term(`\b(normal|unremarkable|negative|unauff\w*)\s+(\w+[\s-]+){0,3}(study|examination|ultrasound|sonograph\w*|ct|mri|mrt|chest|thorax\w*|befund|radiograph|scan|kidneys|thyroid|schilddrüse|abdomen)|normalbefund` +
	// fr/es/it: the study, then what it is ("Radiographie thoracique normale", "Ecografía
	// abdominal sin alteraciones", "Esame ecografico dell'addome nei limiti della norma")
	`|(radiographie|radiograf[ií]a|échographie|ecograf[ií]a|examen|esame|estudio|reperto|quadro)\s[^.]{0,40}(normal\w*|sans particularité|sin alteraciones|nei limiti|nella norma)`)

// Broader findings, named by a line that denies them all.
const (
	chestBroader = `|cardiopulmonary|intrathoracic|kardiopulmonal|intrathorakal|negative chest|thoraxbefund` +
		`|cardio-?pulmonaire|cardiopulmonar|cardiopolmonar|intrathoracique|intrator[aá]cic` // fr/es/it
	// lungBroader: the pleura and lungs together ("pleuro-parenchymateuse", "pleuroparenchimali").
	lungBroader = `|pleuro-?paren`
	headBroader = `|intracranial abnormality|intrakraniellen pathologie|negative head|schädel-ct`
	abdBroader  = `|abdominal abnormality|abdomen or pelvis|abdominellen pathologie|upper abdomen|oberbauch`
)

// invariantTerms are the findings the judge knows.
var invariantTerms = []findingTerm{
	{name: "pleural effusion",
		says: term(`pleura\w*\s?(effusion|erguss|ergüsse)|effusion|erguss|ergüsse|hydrothorax` +
			`|épanchement|derrame|versamento`), // fr/es/it
		notAbout: term(`pericard|perikard|joint|gelenk|knie|knee|péricard|pericár`),
		names: term(`effusion|erguss|ergüsse|hydrothorax|pleural fluid` + chestBroader + lungBroader +
			`|épanchement|derrame|versamento|culs?-de-sac|senos? costofr|seni costo-?fr`), // fr/es/it
		notNames: term(`pericard|perikard|joint|gelenk|péricard|pericár`),
		organ:    term(`\bpleura|plèvre`), only: []string{"chest-xr", "ct-chest"}},
	{name: "pneumothorax", says: term(`pneumothora|neumot[oó]rax|pneumotorac`),
		names: term(`pneumothora` + chestBroader + lungBroader + `|neumot[oó]rax|pneumotorac`),
		organ: term(`\bpleurae?\b|\bpleural space|plèvre`), only: []string{"chest-xr", "ct-chest"}},
	{name: "consolidation",
		says: term(`consolidat|infiltrat|pneumoni|airspace (disease|opacit)|konsolidier` +
			`|condensation|pneumopathie|consolidaci|neumon[ií]a|addensament|polmonit|broncopneumon`), // fr/es/it
		names: term(`consolidat|infiltrat|airspace|pneumoni|konsolidier` + chestBroader + lungBroader +
			`|condensation|pneumopathie|consolidaci|neumon[ií]a|addensament|polmonit|broncopneumon`),
		organ: term(`\blungs?\b|\blunge\b|\blungen\b|\bpoumons?\b|\bpulmon(es)?\b|pulmón|\bpolmon[ei]\b`),
		only:  []string{"chest-xr", "ct-chest"}},
	{name: "cardiomegaly",
		says: term(`cardiomegal|kardiomegal|\b(heart|cardiac silhouette)\b[^.]{0,20}\b(enlarged|increased)\b|enlarged (heart|cardiac)|enlargement of the (heart|cardiac)|\bherz\w*\s[^.]{0,20}vergrößert|vergrößerte\w* herz` +
			`|cardiomégal`), // fr; es/it "cardiomegalia"
		names: term(`heart size|herzgröße|cardiomegal|kardiomegal|cardiac silhouette|cardiomediastinal silhouette|heart\s+size|herz\s+größe` + chestBroader +
			`|cardiomégal|silhouette cardiaque|index cardio|silueta card[ií]aca|índice cardiotor|ombra cardiaca`),
		organ:      term(`\bheart\b|\bherz\b|c(œ|oe)ur|coraz[oó]n|\bcuore\b`),
		organWords: term(`size|größe|groß|enlarg|taille|index cardio|tamaño|índice cardiotor|dimensioni`), only: []string{"chest-xr", "ct-chest"}},
	{name: "lung nodule",
		says:     term(`nodul|rundherd|lungenherd|lungenknoten`),
		notAbout: term(`thyroid|schilddr|goit|struma|adrenal|nebenniere|liver|leber|hepat|kidney|niere|renal|breast|lymph|spleen|splenic|\bmilz|schmorl`),
		names:    term(`nodul|rundherd|lungenherd|lungenknoten|intrathoracic abnormality|intrathorakalen pathologie|negative chest|thoraxbefund`),
		notNames: term(`thyroid|schilddr|adrenal|nebenniere|lymph`),
		organ:    term(`\blungs?\b|\blunge\b|\blungen\b`), only: []string{"chest-xr", "ct-chest"}},
	{name: "lymphadenopathy",
		says:  term(`lymphadenopath|lymphknotenvergrößerung|\b(enlarged|pathologic\w*|suspicious|prominent) (\w+ ){0,2}(lymph )?nodes?\b|lymph nodes? (\w+ ){0,3}(enlarged|measuring)|vergrößerte\w* (\w+ )?lymphknoten|lymphknoten\w* (\w+ ){0,2}vergrößert|suspekte\w* lymphknoten`),
		names: term(`lymph` + chestBroader)},
	{name: "pericardial effusion", says: term(`pericardial (effusion|fluid)|perikarderg`),
		names: term(`pericardial (effusion|fluid)|perikarderg` + chestBroader), organ: term(`pericard|perikard`),
		only: []string{"ct-chest", "chest-xr"}},
	{name: "intracranial hemorrhage",
		says:     term(`hemorrhag|haemorrhag|hematoma|haematoma|\bbleed|blutung|hämatom|hämorrhag|\bsdh\b|\bsah\b|\bsab\b`),
		notAbout: term(`scalp|galea|subgaleal|kopfschwarte|weichteil|soft tissue`),
		names:    term(`hemorrhag|haemorrhag|hematoma|haematoma|bleed|blutung|hämatom|hämorrhag|extra-axial collection|extraaxiale flüssigkeitsansammlung` + headBroader),
		notNames: term(`scalp|kopfschwarte|weichteil|soft tissue`),
		organ:    term(`extra-axial|extraaxial`), only: []string{"ct-head", "mri-brain"}},
	{name: "midline shift",
		says:  term(`midline shift|shift of the midline|midline deviation|mittellinienverlagerung|mittellinienshift|verlagerung der mittellinie|mittellinie\w* (\w+ ){0,3}verlagert`),
		names: term(`midline|mittellinie|mass effect|raumforderungseffekt|masseneffekt` + headBroader),
		only:  []string{"ct-head", "mri-brain"}},
	{name: "infarct",
		says:  term(`infarct|infarkt|ischemi|ischämi|restricted diffusion|diffusion restriction|diffusionsstörung|diffusionsrestriktion|\bstroke\b|schlaganfall`),
		names: term(`infarct|infarkt|ischemi|ischämi|diffusion|stroke` + headBroader),
		only:  []string{"ct-head", "mri-brain"}},
	{name: "fracture", says: term(`fractur|fraktur`), names: term(`fractur|fraktur|osseous abnormality|ossäre pathologie`),
		organ: term(`\bbones?\b|skelett|\bskull\b|kalotte|knöchern`)},
	{name: "hydronephrosis",
		says: term(`hydronephros|hydroureteronephros|harnstau|harnaufstau|pelvicaliectasis|pelvicalyceal dilat|collecting system (\w+ ){0,2}dilat|dilat\w* (\w+ ){0,3}collecting system|nbks[- ]?(erweiterung|dilatation|ektasie)|nierenbeckenkelchsystem\w* (\w+ ){0,2}(erweitert|dilatiert|gestaut)|obstructive uropathy|obstruktive uropathie` +
			`|hydronéphros|dilatation (\w+ ){0,3}cavités (pyélo|excrét)|hidronefros|dilataci[oó]n (\w+ ){0,3}(pielocalic|v[ií]as? excretoras?)|idronefros|dilatazione (\w+ ){0,3}(cavità calico|calico-?pielic|pielo-?calic|vie escretrici)`), // fr/es/it
		names: term(`hydronephros|harnstau|harnaufstau|collecting system|nierenbeckenkelch|nbks|pelvicaly|pelvicali|obstructive uropathy|obstruktive uropathie` + abdBroader +
			`|hydronéphros|pyélocalic|hidronefros|pielocalic|v[ií]as? excretoras?|idronefros|calico-?pielic|pielo-?calic|vie escretrici`),
		organ: term(`kidney|\bniere|\breins?\b|riñ|\bren[ei]\b`)},
	{name: "urinary calculi",
		says:     term(`calculus|calculi|\bstones?\b|nephrolith|urolith|ureterolith|konkrement|nierenstein|harnleiterstein|harnstein|\bstein\b`),
		notAbout: term(`\bgall|cholecyst|cholezyst|biliary|\bbile|choledoch|gallenblase|gallengang`),
		names:    term(`calcul|\bstones?\b|konkrement|urolith|nephrolith|steinnachweis|\bsteine?\b` + abdBroader),
		notNames: term(`\bgall|cholecyst|cholezyst|\bbile|biliary|gallenblase|gallengang`)},
	{name: "gallstones",
		says: term(`gallstone|gallenstein|gallenblasenkonkrement|gallenblasenstein|cholelith|cholecystolith|cholezystolith|(stones?|calculi|calculus|konkrement\w*)\s[^.]{0,30}(gallbladder|gallenblase)|(gallbladder|gallenblase)\s[^.]{0,30}(stones?|calculi|konkrement)` +
			// fr/es/it; "alithiasique" is no stone (\b)
			`|\blithias|colelitias|colelitiasi|\blitiasis biliar|(vésicule|vesícula|colecisti)\s[^.]{0,30}(calcul|cálcul|calcol)`),
		names: term(`gallstone|gallenstein|cholelith|cholecystolith|cholezystolith` + abdBroader + `|lithias|litiasi|colelitias|calculs? biliaire|c[aá]lculos? biliar|calcol`),
		organ: term(`gallbladder|gallenblase\b|vésicule|vesícula|colecisti`), organWords: term(`stone|calcul|konkrement|lithias|litiasi|cálcul|calcol`)},
	{name: "free fluid",
		says: term(`free fluid|ascites|freie\w* flüssigkeit|aszites|hemoperitoneum|hämoperitoneum|fluid in the (pelvis|morison|hepatorenal|douglas)|flüssigkeit (\w+ ){0,3}(douglas|morison|koller|perihepatisch|perisplenisch)` +
			`|liquide libre|épanchement (liquidien )?(intra-?)?péritonéal|ascite|líquido libre|liquido libero|versamento (\w+ )?(libero|peritoneale)`), // fr/es/it
		names: term(`free fluid|ascites|freie\w* flüssigkeit|aszites|peritoneal fluid` + abdBroader +
			`|liquide libre|épanchement (liquidien )?(intra-?)?péritonéal|ascite|líquido libre|liquido libero|versamento (\w+ )?(libero|peritoneale)`),
		organ: term(`peritone|bauchhöhle|abdominal cavity|douglas|morison|koller|péritoné`)},
	{name: "splenomegaly",
		says:  term(`splenomegal|spleen (\w+ ){0,2}enlarged|enlarged spleen|\bmilz\w* (\w+ ){0,2}vergrößert|vergrößerte\w* milz|splénomégal`), // es/it "(e)splenomegalia"
		names: term(`splenomegal|spleen size|milzgröße` + abdBroader + `|splénomégal|\b(rate|bazo|milza)\b[^.]{0,30}(taille|tamaño|dimensioni)`),
		organ: term(`spleen|\bmilz|\brate\b|\bbazo\b|\bmilza\b`), organWords: term(`size|groß|\bcm\b|taille|tamaño|dimensioni`)},
	{name: "hepatic steatosis",
		says: term(`steatos|fatty (liver|infiltration)|leberverfettung|steatose|fettleber|increased (hepatic )?echogenicity` +
			`|stéatos|hígado graso|échogénicité augmentée|aumento (\w+ ){0,2}(de la )?ecogenicidad|aumento (\w+ ){0,2}dell'ecogenicità`), // fr/es/it
		names:      term(`steato|fatty|verfett` + abdBroader + `|stéato|\b(foie|hígado|fegato)\b[^.]{0,40}(échostructure|échogénicité|ecoestructura|ecogenicidad|ecostruttura|ecogenicità)`),
		organ:      term(`liver|\bleber|\bfoie\b|hígado|\bfegato\b`),
		organWords: term(`echotexture|echogenicity|attenuation|homogen|echogen|parenchym|dichte|échostructure|échogénicité|ecoestructura|ecogenicidad|ecostruttura|ecogenicità|omogene`)},
	{name: "appendicitis", says: term(`appendicitis|appendizitis`), names: term(`append` + abdBroader)},
	{name: "thyroid nodule",
		says: term(`nodul|knoten`), notAbout: term(`lymph`), needs: term(`thyroid|schilddr|\blobe\b|lappen|isthmus`),
		names: term(`nodul|knoten`), notNames: term(`lymph`), organ: term(`\blobe\b|lappen|isthmus|thyroid|schilddr`),
		only: []string{"us-thyroid"}},
	{name: "meniscal tear",
		says:  term(`menisc\w*\s[^.]{0,50}\btear|\btear\b[^.]{0,50}menisc|meniskus\w*\s?(riss|läsion|ruptur)|(riss|läsion|ruptur)\w*\s[^.]{0,50}menisk|korbhenkel|bucket[- ]handle`),
		names: term(`menisc|menisk`), only: []string{"mri-knee"}},
	{name: "ACL tear",
		says:  term(`(anterior cruciate|\bacl\b|\bvkb\b|vordere\w* kreuzband)[^.]{0,40}(tear|rupture|disrupt|riss|ruptur|insuffizien)|\b(tear|rupture|riss|ruptur)\w*[^.]{0,30}(anterior cruciate|\bacl\b|\bvkb\b|vordere\w* kreuzband)|vkb-ruptur|vkb-riss|kreuzbandruptur|kreuzbandriss`),
		names: term(`anterior cruciate|\bacl\b|\bvkb\b|vordere\w* kreuzband|cruciate ligaments|kreuzbänder`),
		only:  []string{"mri-knee"}},
	{name: "joint effusion", says: term(`effusion|erguss|ergüsse`), notAbout: term(`pleura|pericard|perikard`),
		names: term(`effusion|erguss|ergüsse`), notNames: term(`pleura|pericard|perikard`), only: []string{"mri-knee"}},
	{name: "bone marrow edema",
		says:  term(`(bone marrow|marrow) (o|)edema|bone bruise|bone contusion|knochenmark\w*ödem|knochenkontusion`),
		names: term(`edema|ödem|bone marrow|knochenmark`), only: []string{"mri-knee"}},
	{name: "Baker cyst", says: term(`baker`), names: term(`baker`), only: []string{"mri-knee"}},
}

// statingPhrases are the phrases of a sentence that state the finding: around each match of
// says not denied in its clause (negation before it or just after it) and not about another
// organ in its phrase.
func (t *findingTerm) statingPhrases(s string) []string {
	if t.needs != nil && !t.needs.MatchString(s) {
		return nil
	}
	var out []string
	for _, m := range t.says.FindAllStringIndex(s, -1) {
		from, to := around(s, m, turnWords)
		if deniedBefore.MatchString(techniqueNegation.ReplaceAllString(s[from:m[1]], "")) || deniedAfter.MatchString(s[m[1]:to]) {
			continue
		}
		pf, pt := around(s, m, phraseBreak)
		if t.notAbout != nil && (t.notAbout.MatchString(s[pf:pt]) || t.notAbout.MatchString(subjectOf(s[:m[0]]))) {
			continue
		}
		out = append(out, s[pf:pt])
	}
	return out
}

// predicate finds the verb after a sentence's subject ("The thyroid is larger than normal and
// nodular"): a finding said of the subject is about it, whatever phrase it stands in.
var predicate = term(`^\W*((\w+[-\s]+){1,4}?)(is|are|was|were|ist|sind|war|waren)\b`)

// subjectOf is the subject of the sentence before a finding said of it, "" when there is none.
// A heading or label before it ("Findings: The thyroid is ...") is no part of it.
func subjectOf(before string) string {
	if i := strings.LastIndex(before, ":"); i >= 0 {
		before = before[i+1:]
	}
	if m := predicate.FindStringSubmatch(before); m != nil {
		return m[1]
	}
	return ""
}

// around is the part of s around the match m between the breaks before and after it.
func around(s string, m []int, breaks *regexp.Regexp) (int, int) {
	from, to := 0, len(s)
	for _, b := range breaks.FindAllStringIndex(s, -1) {
		if b[1] <= m[0] {
			from = b[1]
		} else if b[0] >= m[1] && to == len(s) {
			to = b[0]
		}
	}
	return from, to
}

// appliesTo tells whether the finding is looked for in a modality.
func (t *findingTerm) appliesTo(modality string) bool {
	return len(t.only) == 0 || slices.Contains(t.only, modality)
}

// whereWords are the sides and sites a finding or a line names, by dimension: two places of
// one dimension that share nothing are apart ("right" and "left"; "ureter" and "kidney").
var whereWords = []struct {
	key string
	dim int
	re  *regexp.Regexp
}{
	{"right", 0, term(`\bright\b|\brecht(e|er|en|es|s)?\b|\bbilateral|\bboth\b|beidseit|beiderseit` +
		`|\bdroite?s?\b|\bderech[oa]s?\b|\bdestr[oaie]\b|\bambos\b|\bentramb[ie]\b`)}, // fr/es/it
	{"left", 0, term(`\bleft\b|\blink(e|er|en|es|s)\b|\bbilateral|\bboth\b|beidseit|beiderseit` +
		`|\bgauches?\b|\bizquierd[oa]s?\b|\bsinistr[oaie]\b|\bambos\b|\bentramb[ie]\b`)},
	{"medial", 1, term(`\bmedial\b|\binnen`)},
	{"lateral", 1, term(`\blateral\b|\baußen|\baussen`)},
	{"kidney", 2, term(`kidney|\brenal\b|\bniere|nieren|nephr|pelvica|kelch` +
		`|\breins?\b|néphr|riñ|\bren[ei]\b|\brenal[ei]\b|nefr|pyélo|pielo`)}, // fr/es/it
	{"ureter", 2, term(`ureter|harnleiter`)},
	{"bladder", 2, term(`bladder|\bblase|harnblase|vesic`)},
	{"isthmus", 4, term(`isthmus`)},
	{"lobe", 4, term(`\blobe\b|lappen`)},
	{"extra-axial", 3, term(`subdural|epidural|extra-?axial|subarachno|\bsdh\b|\bsah\b|\bsab\b`)},
	{"parenchymal", 3, term(`parenchym|intracerebral|intrazerebral|intraparenchym|micro\w*(hemorrhag|haemorrhag|bleed)|mikroblutung|\bswi\b|susceptib`)},
}

// whereOf are the places a text names.
func whereOf(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range whereWords {
		if w.re.MatchString(s) {
			out[w.key] = true
		}
	}
	return out
}

// apart tells whether two sets of places share nothing in some dimension both name.
func apart(a, b map[string]bool) bool {
	for dim := 0; dim < 5; dim++ {
		var inA, inB, shared bool
		for _, w := range whereWords {
			if w.dim != dim {
				continue
			}
			inA, inB = inA || a[w.key], inB || b[w.key]
			shared = shared || a[w.key] && b[w.key]
		}
		if inA && inB && !shared {
			return true
		}
	}
	return false
}

// denyingSentences are the sentences of a template line that deny the finding at the places
// the dictation puts it.
func (t *findingTerm) denyingSentences(l docLine, where map[string]bool) []string {
	impression := isImpressionName(l.section) || isImpressionName(l.label)
	var out []string
	for _, s := range sentencesOf(l.text) {
		if !negativeSentence.MatchString(techniqueNegation.ReplaceAllString(s, "")) || optionText.MatchString(s) || notStated.MatchString(s) {
			continue // an imported pick list's options are invariant 4's; "no entry" says nothing
		}
		ctx, label := l.context+" "+l.label, l.label
		if m := plainLabel.FindStringSubmatch(s); m != nil && len(strings.Fields(m[1])) <= 3 {
			// A label of its own inside the line ("Außenmeniskus: Intakt." after "Menisken -
			// Innenmeniskus: ...", "Calculi: None." after "Left kidney:") is what the sentence is
			// about, within the line's organ (its label, or the words before a dash in it).
			organ, _, _ := strings.Cut(l.label, " - ")
			label = m[1]
			ctx = l.context + " " + organ + " " + label
		}
		if impression && genericNormal.MatchString(s) {
			out = append(out, s)
			continue
		}
		if t.notNames != nil && t.notNames.MatchString(ctx+" "+s) {
			continue
		}
		named := t.names.MatchString(s) || t.names.MatchString(ctx)
		organLine := onlyOrgan(label, t.organ) || label == "" && onlyOrgan(l.context, t.organ)
		organ := (organLine || t.organ != nil && t.organ.MatchString(s)) && allNormalBesides(s, t.organ) ||
			organLine && t.organWords != nil && t.organWords.MatchString(s)
		if (named || organ) && !apart(where, whereOf(ctx+" "+s)) {
			out = append(out, s)
		}
	}
	return out
}
