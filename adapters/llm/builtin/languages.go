package builtin

import "github.com/radscribe/radscribe/domain/report"

// Shorter names for the canonical sections, for the tables below.
const (
	clin = report.SectionClinical
	tech = report.SectionTechnique
	comp = report.SectionComparison
	find = report.SectionFindings
	impr = report.SectionImpression
)

// languages are what the engine knows of each dictation language besides its headings
// (report.HeadingsOf), whose titles follow the template library, so a formatted report looks
// like a filled one.
var languages = map[string]*language{
	"en": {
		notHeading:       words("of is are was were with to and or shows show showed demonstrates demonstrated made reveals revealed suggests suggest suggestive consistent compatible has have had at in on for from by as be"),
		verbs:            words("of is are was were has have had shows show showed demonstrates demonstrated made reveals revealed suggests"),
		beforeNotHeading: words("the of no these those this acute abnormal similar any new other imaging radiographic key main incidental pertinent further additional stable above following my our these limited"),
		normal:           "No acute abnormality.",
	},
	"de": {
		notHeading:       words("der des die das dem den ist sind war waren mit zu und oder zeigt zeigen ergibt von vom im in an auf bei für ein eine einer eines"),
		verbs:            words("der des ist sind war waren zeigt zeigen ergibt"),
		beforeNotHeading: words("der die das dem den des kein keine keinen ohne im zum zur mit vom von ein eine einen und oder neuer neue alter alte gleicher"),
		normal:           "Kein pathologischer Befund.",
	},
	"es": {
		notHeading: words("de del con es son fue y o a en la el los las un una se"),
		normal:     "Sin hallazgos patológicos.",
	},
	"pt": {
		notHeading: words("de do da com é são foi e ou a em o os as um uma se"),
		normal:     "Sem alterações patológicas.",
	},
	"it": {
		notHeading: words("di del della con è sono era e o a in il lo la i gli le un una si"),
		normal:     "Non alterazioni patologiche.",
	},
	"fr": {
		notHeading: words("de du des avec est sont était et ou à au en le la les un une se"),
		normal:     "Pas d'anomalie pathologique.",
	},
	"pl": {
		normal: "Bez zmian patologicznych.",
	},
	"lt": {
		normal: "Patologinių pakitimų nėra.",
	},
	"ro": {
		normal: "Fără modificări patologice.",
	},
	"sl": {
		normal: "Brez patoloških sprememb.",
	},
	"el": {
		normal: "Χωρίς παθολογικά ευρήματα.",
	},
	"sv": {
		normal: "Inga patologiska fynd.",
	},
}

func init() {
	for code, l := range languages {
		h := report.HeadingsOf(code)
		l.code, l.titles, l.spoken = code, h.Titles, h.Spoken
		l.heads = l.phrases()
		l.byFirst = map[string][]headingPhrase{}
		for _, p := range l.heads {
			l.byFirst[p.words[0]] = append(l.byFirst[p.words[0]], p)
		}
	}
}
