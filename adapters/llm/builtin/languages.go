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

// languages are the section headings of every dictation language. Titles follow the template
// library, so a formatted report looks like a filled one.
var languages = map[string]*language{
	"en": {
		titles: map[string]string{clin: "Clinical information", tech: "Technique", comp: "Comparison", find: "Findings", impr: "Impression"},
		spoken: map[string][]string{
			clin: {"clinical information", "clinical history", "clinical details", "clinical indication", "indication", "indications", "history", "reason for examination", "clinical question"},
			tech: {"technique", "procedure", "protocol"},
			comp: {"comparison", "comparisons", "prior studies", "previous studies"},
			find: {"findings", "finding"},
			impr: {"impression", "impressions", "conclusion", "conclusions", "summary", "opinion"},
		},
		notHeading:       words("of is are was were with to and or shows show showed demonstrates demonstrated made reveals revealed suggests suggest suggestive consistent compatible has have had at in on for from by as be"),
		verbs:            words("of is are was were has have had shows show showed demonstrates demonstrated made reveals revealed suggests"),
		beforeNotHeading: words("the of no these those this acute abnormal similar any new other imaging radiographic key main incidental pertinent further additional stable above following my our these"),
		normal:           "No acute abnormality.",
	},
	"de": {
		titles: map[string]string{clin: "Klinische Angaben", tech: "Technik", comp: "Voruntersuchungen", find: "Befund", impr: "Beurteilung"},
		spoken: map[string][]string{
			clin: {"klinische angaben", "klinische angabe", "fragestellung", "indikation", "anamnese", "rechtfertigende indikation"},
			tech: {"technik", "untersuchungstechnik", "methode"},
			comp: {"vergleich", "voruntersuchung", "voruntersuchungen", "voraufnahmen"},
			find: {"befund", "befunde"},
			impr: {"beurteilung", "zusammenfassung", "fazit", "impression"},
		},
		notHeading:       words("der des die das dem den ist sind war waren mit zu und oder zeigt zeigen ergibt von vom im in an auf bei für ein eine einer eines"),
		verbs:            words("der des ist sind war waren zeigt zeigen ergibt"),
		beforeNotHeading: words("der die das dem den des kein keine keinen ohne im zum zur mit vom von ein eine einen und oder neuer neue alter alte gleicher"),
		normal:           "Kein pathologischer Befund.",
	},
	"es": {
		titles: map[string]string{clin: "Información clínica", tech: "Técnica", comp: "Comparación", find: "Hallazgos", impr: "Conclusión"},
		spoken: map[string][]string{
			clin: {"información clínica", "datos clínicos", "indicación", "antecedentes", "motivo de consulta"},
			tech: {"técnica", "tecnica"},
			comp: {"comparación", "comparacion", "estudios previos"},
			find: {"hallazgos", "hallazgo"},
			impr: {"conclusión", "conclusion", "conclusiones", "impresión", "impresion", "impresión diagnóstica"},
		},
		notHeading: words("de del con es son fue y o a en la el los las un una se"),
		normal:     "Sin hallazgos patológicos.",
	},
	"pt": {
		titles: map[string]string{clin: "Informação clínica", tech: "Técnica", comp: "Comparação", find: "Achados", impr: "Conclusão"},
		spoken: map[string][]string{
			clin: {"informação clínica", "informacao clinica", "dados clínicos", "indicação", "indicacao", "história clínica"},
			tech: {"técnica", "tecnica"},
			comp: {"comparação", "comparacao", "exames anteriores"},
			find: {"achados", "achado"},
			impr: {"conclusão", "conclusao", "impressão", "impressao", "impressão diagnóstica"},
		},
		notHeading: words("de do da com é são foi e ou a em o os as um uma se"),
		normal:     "Sem alterações patológicas.",
	},
	"it": {
		titles: map[string]string{clin: "Quesito clinico", tech: "Tecnica", comp: "Confronto", find: "Reperto", impr: "Conclusioni"},
		spoken: map[string][]string{
			clin: {"quesito clinico", "quesito diagnostico", "notizie cliniche", "indicazione", "anamnesi"},
			tech: {"tecnica"},
			comp: {"confronto", "esami precedenti"},
			find: {"reperto", "reperti"},
			impr: {"conclusioni", "conclusione", "impressione diagnostica"},
		},
		notHeading: words("di del della con è sono era e o a in il lo la i gli le un una si"),
		normal:     "Non alterazioni patologiche.",
	},
	"fr": {
		titles: map[string]string{clin: "Renseignements cliniques", tech: "Technique", comp: "Comparaison", find: "Résultats", impr: "Conclusion"},
		spoken: map[string][]string{
			clin: {"renseignements cliniques", "renseignement clinique", "indication", "indications", "contexte clinique", "histoire clinique"},
			tech: {"technique", "protocole"},
			comp: {"comparaison", "examens antérieurs", "examens précédents"},
			find: {"résultats", "resultats", "résultat", "constatations"},
			impr: {"conclusion", "conclusions", "synthèse"},
		},
		notHeading: words("de du des avec est sont était et ou à au en le la les un une se"),
		normal:     "Pas d'anomalie pathologique.",
	},
	"pl": {
		titles: map[string]string{clin: "Informacje kliniczne", tech: "Technika", comp: "Porównanie", find: "Opis", impr: "Wnioski"},
		spoken: map[string][]string{
			clin: {"informacje kliniczne", "wskazania", "rozpoznanie kliniczne"},
			tech: {"technika", "technika badania"},
			comp: {"porównanie", "badania poprzednie"},
			find: {"opis", "opis badania", "wyniki"},
			impr: {"wnioski", "wniosek", "podsumowanie"},
		},
		normal: "Bez zmian patologicznych.",
	},
	"lt": {
		titles: map[string]string{clin: "Klinikinė informacija", tech: "Metodika", comp: "Palyginimas", find: "Radiniai", impr: "Išvados"},
		spoken: map[string][]string{
			clin: {"klinikinė informacija", "indikacijos"},
			tech: {"metodika", "technika"},
			comp: {"palyginimas"},
			find: {"radiniai", "aprašymas"},
			impr: {"išvados", "išvada"},
		},
		normal: "Patologinių pakitimų nėra.",
	},
	"ro": {
		titles: map[string]string{clin: "Informații clinice", tech: "Tehnică", comp: "Comparație", find: "Rezultate", impr: "Concluzii"},
		spoken: map[string][]string{
			clin: {"informații clinice", "date clinice", "indicație"},
			tech: {"tehnică", "tehnica"},
			comp: {"comparație", "comparatie"},
			find: {"rezultate", "descriere", "constatări"},
			impr: {"concluzii", "concluzie"},
		},
		normal: "Fără modificări patologice.",
	},
	"sl": {
		titles: map[string]string{clin: "Klinični podatki", tech: "Tehnika", comp: "Primerjava", find: "Izvid", impr: "Zaključek"},
		spoken: map[string][]string{
			clin: {"klinični podatki", "indikacija"},
			tech: {"tehnika"},
			comp: {"primerjava"},
			find: {"izvid", "opis"},
			impr: {"zaključek", "mnenje"},
		},
		normal: "Brez patoloških sprememb.",
	},
	"el": {
		titles: map[string]string{clin: "Κλινικές πληροφορίες", tech: "Τεχνική", comp: "Σύγκριση", find: "Ευρήματα", impr: "Συμπέρασμα"},
		spoken: map[string][]string{
			clin: {"κλινικές πληροφορίες", "ένδειξη"},
			tech: {"τεχνική"},
			comp: {"σύγκριση"},
			find: {"ευρήματα"},
			impr: {"συμπέρασμα", "συμπεράσματα"},
		},
		normal: "Χωρίς παθολογικά ευρήματα.",
	},
}

func init() {
	for code, l := range languages {
		l.code = code
		l.heads = l.phrases()
		l.byFirst = map[string][]headingPhrase{}
		for _, p := range l.heads {
			l.byFirst[p.words[0]] = append(l.byFirst[p.words[0]], p)
		}
	}
}
