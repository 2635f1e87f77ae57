package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The word classes of Polish, Romanian, Swedish, Slovenian, Lithuanian and Greek that restore
// the boundaries of their unpunctuated dictation, each with a case where it must not cut.
func TestSegmentMoreLanguages(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"lt a telegraphic predicate closes its statement", "lt", "plaučių laukai skaidrūs širdies šešėlis nepadidėjęs",
			"Plaučių laukai skaidrūs. Širdies šešėlis nepadidėjęs"},
		{"lt a participle predicate closes its statement", "lt", "tulžies pūslės sienelė nesustorėjusi tulžies latakai neišsiplėtę",
			"Tulžies pūslės sienelė nesustorėjusi. Tulžies latakai neišsiplėtę"},
		{"lt a verb with its object is a clause", "lt", "kepenys nepadidėjusios vaizdas atitinka hepatitą",
			"Kepenys nepadidėjusios. Vaizdas atitinka hepatitą"},
		{"lt an adjective opens the statement with its noun", "lt", "sąnarinis paviršius lygus išorinis meniskas be pakitimų",
			"Sąnarinis paviršius lygus. Išorinis meniskas be pakitimų"},
		{"lt a genitive before its subject stays", "lt", "kaukolės kaulai be lūžių", "kaukolės kaulai be lūžių"},
		{"lt a measured finding ends the statement its place opened", "lt", "tulžies pūslėje keli akmenys iki 12 mm tulžies latakai neišsiplėtę",
			"Tulžies pūslėje keli akmenys iki 12 mm. Tulžies latakai neišsiplėtę"},
		{"lt a structure list before its predicate goes on", "lt", "kasa ir blužnis be pakitimų",
			"kasa ir blužnis be pakitimų"},
		{"lt a modal is a clause", "lt", "didžioji jungtis be pakitimų vaizdas gali atitikti mikroangiopatiją",
			"Didžioji jungtis be pakitimų. Vaizdas gali atitikti mikroangiopatiją"},
		{"lt a denial after its noun opens after a measured finding", "lt", "kitas mazgelis 4 mm padidėjusių limfmazgių nematyti",
			"Kitas mazgelis 4 mm. Padidėjusių limfmazgių nematyti"},
		{"lt a denial after its noun opens after a predicate", "lt", "kasa ir blužnis nepadidėjusios laisvo skysčio pilvo ertmėje nėra",
			"Kasa ir blužnis nepadidėjusios. Laisvo skysčio pilvo ertmėje nėra"},
		{"lt the words after a denial are what it denies", "lt", "plaučiai be židininių pakitimų skysčio nėra",
			"plaučiai be židininių pakitimų skysčio nėra"},
		{"lt a closer before a predicate is a copula", "lt", "kepenys nepadidėjusios tulžies pūslė nėra padidėjusi",
			"Kepenys nepadidėjusios. Tulžies pūslė nėra padidėjusi"},
		{"lt a closer before a size opens what it notes", "lt", "kepenys normalaus dydžio stebimas 8 mm mazgas",
			"Kepenys normalaus dydžio. Stebimas 8 mm mazgas"},
		{"lt a size after its noun stays with it after a predicate", "lt", "kirmėlinė atauga sustorėjusi skersmuo 11 mm aplink ataugą infiltracija",
			"kirmėlinė atauga sustorėjusi skersmuo 11 mm aplink ataugą infiltracija"},
		{"lt a size after a predicate still opens its finding", "lt", "plaučiai skaidrūs 7 mm mazgelis dešinėje",
			"Plaučiai skaidrūs. 7 mm mazgelis dešinėje"},
		{"sl a size after its noun stays with it after a clause", "sl", "slepič je zadebeljen premera 11 mm vnetno spremenjeno maščevje",
			"slepič je zadebeljen premera 11 mm vnetno spremenjeno maščevje"},
		{"sl a denial's participle after its copula", "sl", "mediastinalne bezgavke niso povečane srce brez posebnosti",
			"Mediastinalne bezgavke niso povečane. Srce brez posebnosti"},
		{"sl a verb with its object is a clause", "sl", "jetra normalne velikosti slika ustreza steatozi",
			"Jetra normalne velikosti. Slika ustreza steatozi"},
		{"sl an adjective opens the statement with its noun", "sl", "ledvica meri 112 mm votli sistem ni razširjen",
			"Ledvica meri 112 mm. Votli sistem ni razširjen"},
		{"sl a trailing adverb stays with its statement", "sl", "foraminalna stenoza obojestransko hrbtenjača je normalna",
			"Foraminalna stenoza obojestransko. Hrbtenjača je normalna"},
		{"sl a closed clause ends before a denial said after its noun", "sl", "levi stranski ventrikel je utesnjen preloma lobanje ne vidim",
			"Levi stranski ventrikel je utesnjen. Preloma lobanje ne vidim"},
		{"sl a noun the predicate describes goes on", "sl", "slepič je zadebeljen premera 11 mm",
			"slepič je zadebeljen premera 11 mm"},
		{"ro a participle predicate closes its statement", "ro", "ganglioni mediastinali nemăriți cordul fără modificări",
			"Ganglioni mediastinali nemăriți. Cordul fără modificări"},
		{"ro a verb with its object is a clause", "ro", "silueta cardiacă normală aspectul sugerează pneumonie",
			"Silueta cardiacă normală. Aspectul sugerează pneumonie"},
		{"ro a modal is a clause", "ro", "corpul calos fără modificări aspectul poate corespunde unor leziuni vasculare",
			"Corpul calos fără modificări. Aspectul poate corespunde unor leziuni vasculare"},
		{"ro an article on the noun makes it a subject", "ro", "glandele suprarenale fără modificări rinichii secretă simetric",
			"Glandele suprarenale fără modificări. Rinichii secretă simetric"},
		{"ro a genitive names no subject", "ro", "deplasarea structurilor liniei mediane spre dreapta",
			"deplasarea structurilor liniei mediane spre dreapta"},
		{"pl a participle predicate closes its statement", "pl", "lewa komora boczna uciśnięta nie widać złamań kości czaszki",
			"Lewa komora boczna uciśnięta. Nie widać złamań kości czaszki"},
		{"pl a verb with its object is a clause", "pl", "nadnercza bez zmian obraz przemawia za naczyniakiem",
			"Nadnercza bez zmian. Obraz przemawia za naczyniakiem"},
		{"pl a modal is a clause", "pl", "ciało modzelowate bez zmian obraz może odpowiadać zmianom naczyniopochodnym",
			"Ciało modzelowate bez zmian. Obraz może odpowiadać zmianom naczyniopochodnym"},
		{"pl a genitive after a denial names no subject", "pl", "nerka prawa bez poszerzenia układu kielichowo-miedniczkowego",
			"nerka prawa bez poszerzenia układu kielichowo-miedniczkowego"},
		{"sv a size grade after a denial waits for its noun", "sv", "ingen pleuravätska inga förstorade lymfkörtlar i mediastinum hjärta och stora kärl ua",
			"Ingen pleuravätska. Inga förstorade lymfkörtlar i mediastinum. Hjärta och stora kärl ua"},
		{"sv a verb with its object is a clause", "sv", "ingen fri gas fynden talar för akut appendicit",
			"Ingen fri gas. Fynden talar för akut appendicit"},
		{"sv an adjective opens the statement with its noun", "sv", "binjurarna ua laterala menisken ua",
			"Binjurarna ua. Laterala menisken ua"},
		{"el a participle predicate closes its statement", "el", "η αριστερή πλάγια κοιλία συμπιεσμένη δεν παρατηρείται κάταγμα",
			"Η αριστερή πλάγια κοιλία συμπιεσμένη. Δεν παρατηρείται κάταγμα"},
		{"el a verb with its object is a clause", "el", "τα επινεφρίδια χωρίς ευρήματα οι νεφροί απεκκρίνουν συμμετρικά",
			"Τα επινεφρίδια χωρίς ευρήματα. Οι νεφροί απεκκρίνουν συμμετρικά"},
		{"el a size after its noun stays with it after a clause", "el", "η απόφυση με παχυσμένο τοίχωμα και διάμετρο 11 mm διήθηση του λίπους",
			"η απόφυση με παχυσμένο τοίχωμα και διάμετρο 11 mm διήθηση του λίπους"},
		{"el a noun after its article and adjective opens nothing", "el", "ο σπονδυλικός σωλήνας φυσιολογικού εύρους",
			"ο σπονδυλικός σωλήνας φυσιολογικού εύρους"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}
