package dictation

// languageCommands are the voice commands of one language, lower case with single spaces.
// "New paragraph" is not here: its words are the spoken punctuation's (the phrases spoken maps
// to markParagraph), one list, so that saying it alone and saying it inside a sentence start
// a paragraph with the same words. "Scratch that" likewise takes spoken's markScratch phrases
// (said alone it undoes the last utterance, inside one it withdraws the last sentence); scratch
// here adds only what is safe as a whole utterance and no more ("löschen", "undo"), and the
// phrases of the languages whose punctuation table has none yet.
type languageCommands struct {
	nextField, previousField, scratch, stop []string
	// insertMacro are the words before the macro's name ("insert macro" normal chest).
	insertMacro []string
}

// commandWords is keyed by the base language codes of spoken, the punctuation table.
var commandWords = map[string]languageCommands{
	"en": {
		nextField:     []string{"next field", "go to next field", "go to the next field"},
		previousField: []string{"previous field", "go to previous field", "go to the previous field"},
		scratch:       []string{"undo", "undo that"},
		stop:          []string{"stop dictation", "stop dictating", "end dictation", "finish dictation"},
		insertMacro:   []string{"insert macro", "insert the macro"},
	},
	"de": {
		nextField:     []string{"nächstes feld", "zum nächsten feld", "feld weiter"},
		previousField: []string{"vorheriges feld", "voriges feld", "zum vorherigen feld", "feld zurück"},
		scratch:       []string{"löschen", "rückgängig", "rückgängig machen"},
		stop:          []string{"diktat beenden", "diktat stoppen", "diktat stopp", "diktat ende", "beende das diktat"},
		insertMacro:   []string{"makro einfügen", "textbaustein einfügen"},
	},
	"fr": {
		nextField:     []string{"champ suivant", "au champ suivant", "passer au champ suivant"},
		previousField: []string{"champ précédent", "au champ précédent", "revenir au champ précédent", "retour au champ précédent"},
		scratch:       []string{"effacer", "annuler"},
		stop: []string{"arrêter la dictée", "arrête la dictée", "arrêtez la dictée", "terminer la dictée",
			"fin de dictée", "fin de la dictée", "stop dictée"},
		insertMacro: []string{"insérer macro", "insérer la macro", "insère la macro", "insère macro", "insérez la macro"},
	},
	"es": {
		nextField:     []string{"siguiente campo", "campo siguiente", "próximo campo"},
		previousField: []string{"campo anterior", "volver al campo anterior"},
		scratch:       []string{"borrar", "deshacer"},
		stop: []string{"detener dictado", "detener el dictado", "parar el dictado", "terminar dictado",
			"terminar el dictado", "fin del dictado", "finalizar dictado"},
		insertMacro: []string{"insertar macro", "insertar la macro", "insertar el macro", "inserta macro", "inserta la macro"},
	},
	"it": {
		nextField:     []string{"campo successivo", "prossimo campo"},
		previousField: []string{"campo precedente"},
		scratch:       []string{"cancella", "annulla"},
		stop: []string{"termina dettatura", "termina la dettatura", "fine dettatura", "interrompi dettatura",
			"ferma dettatura", "stop dettatura"},
		insertMacro: []string{"inserisci macro", "inserisci la macro", "inserire macro"},
	},
	"pt": {
		nextField:     []string{"próximo campo", "campo seguinte"},
		previousField: []string{"campo anterior"},
		scratch:       []string{"apagar", "desfazer"},
		stop: []string{"parar ditado", "parar o ditado", "terminar ditado", "terminar o ditado",
			"encerrar ditado", "encerrar o ditado", "fim do ditado"},
		insertMacro: []string{"inserir macro", "inserir a macro", "insira macro", "insira a macro", "insere a macro"},
	},
	"pl": {
		nextField:     []string{"następne pole", "kolejne pole", "przejdź do następnego pola"},
		previousField: []string{"poprzednie pole", "wróć do poprzedniego pola"},
		scratch:       []string{"skreśl to", "usuń to", "wymaż to", "cofnij"},
		stop:          []string{"zakończ dyktowanie", "zatrzymaj dyktowanie", "koniec dyktowania", "stop dyktowanie"},
		insertMacro:   []string{"wstaw makro"},
	},
	"lt": {
		nextField:     []string{"kitas laukas", "kitas laukelis"},
		previousField: []string{"ankstesnis laukas", "ankstesnis laukelis"},
		scratch:       []string{"ištrink tai", "ištrinti tai", "išbraukti tai", "atšaukti"},
		stop:          []string{"baigti diktavimą", "sustabdyti diktavimą", "stabdyti diktavimą", "diktavimo pabaiga"},
		insertMacro:   []string{"įterpti makrokomandą", "įterpk makrokomandą", "įterpti makrosą"},
	},
	"ro": {
		nextField:     []string{"câmpul următor", "câmp următor", "următorul câmp"},
		previousField: []string{"câmpul anterior", "câmp anterior", "câmpul precedent"},
		scratch:       []string{"șterge asta", "șterge aia", "șterge", "anulează"},
		stop:          []string{"oprește dictarea", "încheie dictarea", "termină dictarea", "stop dictare"},
		insertMacro:   []string{"inserează macro", "inserează macroul", "introdu macro", "inserare macro"},
	},
	"sl": {
		nextField:     []string{"naslednje polje"},
		previousField: []string{"prejšnje polje"},
		scratch:       []string{"izbriši to", "briši to", "razveljavi"},
		stop:          []string{"ustavi narekovanje", "končaj narekovanje", "konec narekovanja"},
		insertMacro:   []string{"vstavi makro"},
	},
	"el": {
		nextField:     []string{"επόμενο πεδίο"},
		previousField: []string{"προηγούμενο πεδίο"},
		scratch:       []string{"σβήσε αυτό", "σβήσε το", "διαγραφή αυτού", "αναίρεση"},
		stop:          []string{"τέλος υπαγόρευσης", "διακοπή υπαγόρευσης", "τερματισμός υπαγόρευσης", "σταμάτα την υπαγόρευση"},
		insertMacro:   []string{"εισαγωγή μακροεντολής", "εισαγωγή μάκρο"},
	},
}
