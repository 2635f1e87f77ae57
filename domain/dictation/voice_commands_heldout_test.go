package dictation

import "testing"

// The held-out voice command cases were written as utterances a radiologist's speech engine
// returns, before ReadCommand existed, and it was never tuned on them: a miss here is logged,
// not fixed by adding its words. The test fails only when fewer of them are right than when
// they were first run (heldOutCommandFloor).
const heldOutCommandFloor = 59

func TestHeldOutVoiceCommands(t *testing.T) {
	none := Command{}
	next := Command{Kind: CommandNextField}
	previous := Command{Kind: CommandPreviousField}
	paragraph := Command{Kind: CommandNewParagraph}
	scratch := Command{Kind: CommandScratchThat}
	stop := Command{Kind: CommandStopDictation}
	macro := func(name string) Command { return Command{Kind: CommandInsertMacro, Macro: name} }
	cases := []struct {
		name, language, utterance string
		want                      Command
	}{
		{"en next field", "en", "Next field.", next},
		{"en go to next field", "en", "Go to next field", next},
		{"en um previous field", "en", "Um... previous field.", previous},
		{"en-US scratch that", "en-US", "Scratch that.", scratch},
		{"en macro with acronym", "en", "Insert macro normal CT head.", macro("normal CT head")},
		{"en stop dictation", "en", "Stop dictation!", stop},
		{"en new paragraph bare", "en", "new paragraph", paragraph},
		{"en shouting", "en", "NEXT FIELD", next},
		{"en macro colon", "en", "Insert Macro: Normal Chest", macro("Normal Chest")},
		{"en macro filler before name", "en", "insert macro uh normal chest", macro("normal chest")},
		{"en next field is", "en", "Next field is the liver.", none},
		{"en macro without name", "en", "Insert macro.", none},
		{"en previous field of view", "en", "The previous field of view was smaller.", none},
		{"en stop alone", "en", "Stop.", none},
		{"en scratch that then dictation", "en", "Scratch that the liver is normal.", none},
		{"de nächstes Feld", "de", "Nächstes Feld.", next},
		{"de äh vorheriges Feld", "de", "Äh, vorheriges Feld", previous},
		{"de neuer Absatz", "de", "Neuer Absatz.", paragraph},
		{"de Makro einfügen", "de", "Makro einfügen Thorax normal", macro("Thorax normal")},
		{"de Diktat beenden", "de", "Diktat beenden.", stop},
		{"de streiche das", "de", "Streiche das.", scratch},
		{"de lösche das", "de", "Lösche das", scratch},
		{"de-AT nächstes Feld", "de-AT", "Nächstes Feld", next},
		{"de naechstes Feld", "de", "naechstes Feld", next},
		{"de English fallback", "de", "Next field", next},
		{"de im nächsten Feld", "de", "Im nächsten Feld steht nichts.", none},
		{"de neuer Absatz Befund", "de", "Neuer Absatz Befund", none},
		{"fr champ suivant", "fr", "Champ suivant.", next},
		{"fr euh champ précédent", "fr", "Euh, champ précédent", previous},
		{"fr nouveau paragraphe", "fr", "Nouveau paragraphe.", paragraph},
		{"fr insérer macro", "fr", "Insérer macro thorax normal", macro("thorax normal")},
		{"fr arrêter la dictée", "fr", "Arrêter la dictée.", stop},
		{"fr fin de la dictée", "fr", "Fin de la dictée.", stop},
		{"fr efface ça", "fr", "Efface ça !", scratch},
		{"fr champ suivant normal", "fr", "Champ suivant normal", none},
		{"es campo siguiente", "es", "Campo siguiente.", next},
		{"es campo anterior", "es", "Campo anterior", previous},
		{"es nuevo párrafo", "es", "Nuevo párrafo.", paragraph},
		{"es borra eso", "es", "Borra eso.", scratch},
		{"es insertar macro", "es", "Insertar macro tórax normal", macro("tórax normal")},
		{"es detener dictado", "es", "Detener dictado", stop},
		{"it campo successivo", "it", "Campo successivo.", next},
		{"it nuovo paragrafo", "it", "Nuovo paragrafo", paragraph},
		{"it cancella quello", "it", "Cancella quello.", scratch},
		{"it inserisci macro", "it", "Inserisci macro addome normale", macro("addome normale")},
		{"it termina dettatura", "it", "Termina dettatura", stop},
		{"pt-BR próximo campo", "pt-BR", "Próximo campo.", next},
		{"pt novo parágrafo", "pt", "Novo parágrafo", paragraph},
		{"pt apaga isso", "pt", "Apaga isso.", scratch},
		{"pt parar ditado", "pt", "Parar ditado", stop},
		{"pl następne pole", "pl", "Następne pole.", next},
		{"pl nowy akapit", "pl", "Nowy akapit.", paragraph},
		{"pl wstaw makro", "pl", "Wstaw makro klatka prawidłowa", macro("klatka prawidłowa")},
		{"pl zakończ dyktowanie", "pl", "Zakończ dyktowanie.", stop},
		{"ro paragraf nou", "ro", "Paragraf nou.", paragraph},
		{"sl naslednje polje", "sl", "Naslednje polje", next},
		{"lt nauja pastraipa", "lt", "Nauja pastraipa.", paragraph},
		{"el επόμενο πεδίο", "el", "Επόμενο πεδίο.", next},
		{"el νέα παράγραφος", "el", "Νέα παράγραφος", paragraph},
	}
	right := 0
	for _, c := range cases {
		got, ok := ReadCommand(c.utterance, c.language)
		if ok == (c.want != none) && got == c.want {
			right++
		} else {
			t.Logf("held-out miss %s: got %+v %v, want %+v", c.name, got, ok, c.want)
		}
	}
	t.Logf("held-out voice commands: %d of %d right", right, len(cases))
	if right < heldOutCommandFloor {
		t.Errorf("held-out voice commands: %d of %d right, floor %d", right, len(cases), heldOutCommandFloor)
	}
}
