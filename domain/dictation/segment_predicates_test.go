package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A telegraphic statement ends with its predicate or its size where those follow the noun
// ("menisken intakt", "cisti di 14 mm"): the structure or finding after it is the next
// statement, and a word that still describes the phrase before stays with it.
func TestSegmentTelegraphicStatementsEnd(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"German structure after a predicate", "de", "patellarsehne unauffällig menisken intakt",
			"Patellarsehne unauffällig. Menisken intakt"},
		{"German adjective after a predicate stays", "de", "pankreas normal groß nebennieren schlank",
			"Pankreas normal groß. Nebennieren schlank"},
		{"German size stays with its place", "de", "rundherd von 6 mm im rechten unterlappen",
			"rundherd von 6 mm im rechten unterlappen"},
		{"French structure after a predicate", "fr", "tendon rotulien normal ménisques intacts",
			"Tendon rotulien normal. Ménisques intacts"},
		{"French finding after a size", "fr", "kyste poplité de 25 mm ganglions axillaires",
			"Kyste poplité de 25 mm. Ganglions axillaires"},
		{"French elided preposition goes on", "fr", "foie de taille normale d'échostructure homogène",
			"foie de taille normale d'échostructure homogène"},
		{"Spanish finding after an intact structure", "es", "ligamento cruzado anterior íntegro derrame articular moderado",
			"Ligamento cruzado anterior íntegro. Derrame articular moderado"},
		{"Spanish structure after a size", "es", "quiste simple de 15 mm bazo normal",
			"Quiste simple de 15 mm. Bazo normal"},
		{"Spanish size stays with its place", "es", "nódulo de 6 mm en el lóbulo inferior",
			"nódulo de 6 mm en el lóbulo inferior"},
		{"Italian structure after a predicate", "it", "fegato regolare milza nei limiti",
			"Fegato regolare. Milza nei limiti"},
		{"Italian finding after an intact structure", "it", "legamento crociato anteriore integro versamento articolare",
			"Legamento crociato anteriore integro. Versamento articolare"},
		{"Italian finding after a size", "it", "cisti di 14 mm linfonodi reattivi",
			"Cisti di 14 mm. Linfonodi reattivi"},
		{"Italian size stays with its place", "it", "nodulo di 6 mm al lobo inferiore destro",
			"nodulo di 6 mm al lobo inferiore destro"},
		{"Portuguese structure after a predicate", "pt", "tendão rotuliano normal meniscos íntegros",
			"Tendão rotuliano normal. Meniscos íntegros"},
		{"Portuguese structure after a size", "pt", "quisto de 12 mm baço normal",
			"Quisto de 12 mm. Baço normal"},
		{"Portuguese size stays with its place", "pt", "nódulo de 6 mm no lobo inferior",
			"nódulo de 6 mm no lobo inferior"},
		{"German negated participle", "de", "gallenwege nicht erweitert pankreas unauffällig",
			"Gallenwege nicht erweitert. Pankreas unauffällig"},
		{"Spanish negated participle", "es", "vías biliares no dilatadas páncreas normal",
			"Vías biliares no dilatadas. Páncreas normal"},
		{"Italian negated participle", "it", "vie biliari non dilatate pancreas regolare",
			"Vie biliari non dilatate. Pancreas regolare"},
		{"Portuguese negated participle", "pt", "vias biliares não dilatadas pâncreas normal",
			"Vias biliares não dilatadas. Pâncreas normal"},
		{"French measured noun after a predicate", "fr", "reins de taille normale calcul de 4 mm du rein droit",
			"Reins de taille normale. Calcul de 4 mm du rein droit"},
		{"Spanish measured noun after a predicate", "es", "riñones de tamaño normal litiasis de 4 mm en el cáliz inferior",
			"Riñones de tamaño normal. Litiasis de 4 mm en el cáliz inferior"},
		{"Italian measured noun after a predicate", "it", "reni di dimensioni regolari calcolo di 5 mm nel rene destro",
			"Reni di dimensioni regolari. Calcolo di 5 mm nel rene destro"},
		{"Portuguese measured noun after a predicate", "pt", "rins de dimensões normais cálculo de 4 mm no rim direito",
			"Rins de dimensões normais. Cálculo de 4 mm no rim direito"},
		{"German size of an adjective stays", "de", "milz normal groß 11 cm", "milz normal groß 11 cm"},
		{"French finding after an organ and its adjective", "fr", "foie stéatosique lésion hypodense de 2 cm",
			"Foie stéatosique. Lésion hypodense de 2 cm"},
		{"French denied list stays denied", "fr", "pas d'épanchement pleural pneumothorax",
			"pas d'épanchement pleural pneumothorax"},
		{"Spanish adjective of a preposition's object stays", "es", "hígado de contorno nodular",
			"hígado de contorno nodular"},
		{"Spanish denied list stays denied", "es", "sin derrame pleural neumotórax", "sin derrame pleural neumotórax"},
		{"Italian finding after an organ and its adjective", "it", "fegato steatosico lesione ipodensa di 2 cm",
			"Fegato steatosico. Lesione ipodensa di 2 cm"},
		{"Portuguese finding after an organ and its adjective", "pt", "fígado esteatósico lesão hipodensa de 2 cm",
			"Fígado esteatósico. Lesão hipodensa de 2 cm"},
		{"Italian negated noun opens", "it", "linea mediana in asse non emorragie acute",
			"Linea mediana in asse. Non emorragie acute"},
		{"Italian negated noun after a place", "it", "lieve stenosi del canale non conflitto radicolare",
			"Lieve stenosi del canale. Non conflitto radicolare"},
		{"Italian negation after its structure stays", "it", "colecisti non distesa", "colecisti non distesa"},
		{"Spanish negated verb after a place opens", "es", "lesión de 8 mm en el centro semioval no realza tras el contraste",
			"Lesión de 8 mm en el centro semioval. No realza tras el contraste"},
		{"Spanish negated copula stays", "es", "el hígado no presenta lesiones", "el hígado no presenta lesiones"},
		{"Portuguese negated noun opens", "pt", "nódulo de 8 mm no lobo direito não realce após contraste",
			"Nódulo de 8 mm no lobo direito. Não realce após contraste"},
		{"German knee: structures and a graded finding", "de", "riss im vorderhorn des außenmeniskus hinteres kreuzband intakt geringer gelenkerguss",
			"Riss im vorderhorn des außenmeniskus. Hinteres kreuzband intakt. Geringer gelenkerguss"},
		{"German genitive of a ligament stays", "de", "teilruptur des lateralen seitenbandes patellarsehne unauffällig",
			"Teilruptur des lateralen seitenbandes. Patellarsehne unauffällig"},
		{"French knee ligament", "fr", "fissure de la corne antérieure du ménisque latéral ligament croisé postérieur continu",
			"Fissure de la corne antérieure du ménisque latéral. Ligament croisé postérieur continu"},
		{"Spanish knee ligament", "es", "rotura del cuerno anterior del menisco externo ligamento cruzado posterior íntegro",
			"Rotura del cuerno anterior del menisco externo. Ligamento cruzado posterior íntegro"},
		{"Portuguese knee ligament", "pt", "rotura do corno anterior do menisco externo ligamento cruzado posterior íntegro",
			"Rotura do corno anterior do menisco externo. Ligamento cruzado posterior íntegro"},
		{"German head CT structures", "de", "keine blutung mittellinie nicht verlagert ventrikelsystem normal weit",
			"Keine blutung. Mittellinie nicht verlagert. Ventrikelsystem normal weit"},
		{"French head CT structures", "fr", "absence d'hémorragie ligne médiane en place système ventriculaire de taille normale",
			"Absence d'hémorragie. Ligne médiane en place. Système ventriculaire de taille normale"},
		{"Spanish head CT structures", "es", "sin hemorragia línea media centrada sistema ventricular de tamaño normal",
			"Sin hemorragia. Línea media centrada. Sistema ventricular de tamaño normal"},
		{"Italian head CT structures", "it", "non emorragie linea mediana in asse sistema ventricolare di normali dimensioni",
			"Non emorragie. Linea mediana in asse. Sistema ventricolare di normali dimensioni"},
		{"Portuguese head CT structures", "pt", "sem hemorragia linha média centrada sistema ventricular de dimensões normais",
			"Sem hemorragia. Linha média centrada. Sistema ventricular de dimensões normais"},
		{"English keeps a size before its noun", "en", "there is a 3 cm nodule in the right upper lobe",
			"there is a 3 cm nodule in the right upper lobe"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}
