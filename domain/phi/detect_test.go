package phi

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// found lists matches as "kind:text".
func found(ms []Match) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%s:%s", m.Kind, m.Text))
	}
	return out
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name, language, text string
		want                 []string
	}{
		// Names
		{"en title", "en", "Patient seen by Dr. Berg today.", []string{"name:Berg"}},
		{"en mr", "en", "Mr John Smith, follow-up.", []string{"name:John Smith"}},
		{"en mrs lower case", "en", "mrs smith presents for CT", []string{"name:smith"}},
		{"en referring doctor", "en", "Referring physician: Dr. Anna van der Berg.", []string{"name:Anna van der Berg"}},
		{"en patient name", "en", "The patient John F. Kennedy was scanned.", []string{"name:John F. Kennedy"}},
		{"en label", "en", "Name: SMITH, John\nDOB: 01/02/1950", []string{"name:SMITH, John", "dateOfBirth:01/02/1950"}},
		{"en MR is the examination", "en", "MR of the brain. Prior MR angiography. mr angiography.", nil},
		{"en MS is the disease", "en", "Known MS with new lesions.", nil},
		{"en patient ends a sentence", "en", "Findings discussed with the patient. Heart size normal.\nFollow-up patient\nNo comparison.", nil},
		{"de Pat.", "de", "Pat. Müller, Befund besprochen.", []string{"name:Müller"}},
		{"en patient then verb", "en", "The patient is a 54-year-old man. Patient History: cough.", nil},
		{"en titles chain", "de", "Befund an Prof. Dr. med. Hans Meier übermittelt.", []string{"name:Hans Meier"}},
		// Dates of birth
		{"en DOB", "en", "DOB: 03/04/1950", []string{"dateOfBirth:03/04/1950"}},
		{"en born textual", "en", "Born on March 3, 1950 in Leeds.", []string{"dateOfBirth:March 3, 1950"}},
		{"en born day month", "en", "born 3rd of March 1950", []string{"dateOfBirth:3rd of March 1950"}},
		{"en born year", "en", "born in 1950", []string{"dateOfBirth:1950"}},
		{"en D.O.B.", "en", "D.O.B. 1950-03-04", []string{"dateOfBirth:1950-03-04"}},
		{"en prior study date is no DOB", "en", "Comparison: CT from 3 March 2024 and 01.02.2023.", nil},
		{"de geb.", "de", "Frau Erika Mustermann, geb. 12.08.1964", []string{"name:Erika Mustermann", "dateOfBirth:12.08.1964"}},
		{"de geb. am", "de", "geb. am 3. März 1950", []string{"dateOfBirth:3. März 1950"}},
		{"de Geburtsdatum", "de", "Geburtsdatum: 01.01.1940", []string{"dateOfBirth:01.01.1940"}},
		{"de Geburtsname", "de", "Müller, geb. Schmidt", []string{"name:Schmidt"}},
		{"de Voruntersuchung", "de", "Vergleich zur Voruntersuchung vom 03.03.2024.", nil},
		// Record numbers
		{"en MRN", "en", "MRN: 123456", []string{"recordNumber:123456"}},
		{"en accession", "en", "Accession number A-2024-000123.", []string{"recordNumber:A-2024-000123"}},
		{"en long digit run", "en", "Study 12345678 reviewed.", []string{"recordNumber:12345678"}},
		{"en letters and digits", "en", "ref AB1234567", []string{"recordNumber:AB1234567"}},
		{"de Fall-Nr.", "de", "Fall-Nr.: 2024/00123", []string{"recordNumber:2024/00123"}},
		{"de Fallnummer", "de", "Fallnummer 4711-0815", []string{"recordNumber:4711-0815"}},
		// Phones
		{"en phone cue", "en", "Call 555-1234 for results.", []string{"phone:555-1234"}},
		{"en north american", "en", "Reached at 555-123-4567 today.", []string{"phone:555-123-4567"}},
		{"en international", "en", "Number +44 20 7946 0958.", []string{"phone:+44 20 7946 0958"}},
		{"en bracketed", "en", "Tel (030) 1234567", []string{"phone:(030) 1234567"}},
		{"de Durchwahl", "de", "Rückruf unter Durchwahl 4711.", []string{"phone:4711"}},
		{"de Handy", "de", "Handy: 0171 1234567", []string{"phone:0171 1234567"}},
		{"de unlabelled", "de", "Angehörige erreichbar unter 030 12345678.", []string{"phone:030 12345678"}},
		// E-mail
		{"email", "en", "Send to john.doe@example.com.", []string{"email:john.doe@example.com"}},
		{"email needs a domain", "en", "at@home and a@b", nil},
		// Addresses
		{"de Straße", "de", "Wohnhaft Hauptstraße 12, 10115 Berlin.", []string{"address:Hauptstraße 12, 10115 Berlin"}},
		{"de Str.", "de", "Anschrift Berliner Str. 5a", []string{"address:Berliner Str. 5a"}},
		{"de Weg", "de", "Patientin wohnt im Lindenweg 3.", []string{"address:Lindenweg 3"}},
		{"en street", "en", "Lives at 221 Baker Street, London.", []string{"address:221 Baker Street, London"}},
		{"en street after number", "en", "Visited 221 Baker Street yesterday.", []string{"address:221 Baker Street"}},
		{"es calle", "es", "Domicilio en Calle Mayor 5.", []string{"address:Calle Mayor 5"}},
		{"fr rue", "fr", "Habite 12 rue de la Paix", []string{"address:12 rue de la Paix"}},
		// Spanish, French, Italian, Portuguese
		{"es paciente", "es", "Paciente Juan García López, fecha de nacimiento 12/03/1958.", []string{"name:Juan García López", "dateOfBirth:12/03/1958"}},
		{"es Sra. y NHC", "es", "Sra. María Fernández, NHC 1234567.", []string{"name:María Fernández", "recordNumber:1234567"}},
		{"es nacida el", "es", "Nacida el 3 de marzo de 1950.", []string{"dateOfBirth:3 de marzo de 1950"}},
		{"es teléfono", "es", "Teléfono: 612 345 678.", []string{"phone:612 345 678"}},
		{"es dirección", "es", "Dirección: Calle de Alcalá 45, 28014 Madrid.", []string{"address:Calle de Alcalá 45, 28014 Madrid"}},
		{"es Dra.", "es", "Remitida por la Dra. Ruiz.", []string{"name:Ruiz"}},
		{"fr Mme née IPP", "fr", "Mme Dupont Marie, née le 04/05/1962, IPP 123456789.", []string{"name:Dupont Marie", "dateOfBirth:04/05/1962", "recordNumber:123456789"}},
		{"fr patiente et Dr", "fr", "Patiente Claire Martin adressée par le Dr Lefèvre.", []string{"name:Claire Martin", "name:Lefèvre"}},
		{"fr téléphone", "fr", "Tél. 06 12 34 56 78", []string{"phone:06 12 34 56 78"}},
		{"fr née le", "fr", "Née le 3 mars 1950.", []string{"dateOfBirth:3 mars 1950"}},
		{"it paziente", "it", "Paziente Mario Rossi, nato il 12/03/1958, codice fiscale RSSMRA58C12H501Z.", []string{"name:Mario Rossi", "dateOfBirth:12/03/1958", "recordNumber:RSSMRA58C12H501Z"}},
		{"it Sig.ra", "it", "Sig.ra Bianchi, tel. 333 1234567, residente in Via Roma 12, Milano.", []string{"name:Bianchi", "phone:333 1234567", "address:Via Roma 12, Milano"}},
		{"it Dott.ssa", "it", "Refertato con la Dott.ssa Neri.", []string{"name:Neri"}},
		{"it nata il", "it", "Nata il 3 marzo 1950.", []string{"dateOfBirth:3 marzo 1950"}},
		{"pt doente", "pt", "Doente Maria Silva, data de nascimento 12/03/1958, processo 1234567.", []string{"name:Maria Silva", "dateOfBirth:12/03/1958", "recordNumber:1234567"}},
		{"pt Sra. telemóvel morada", "pt", "Sra. Ana Costa, telemóvel 912 345 678, morada Rua das Flores 25, Lisboa.", []string{"name:Ana Costa", "phone:912 345 678", "address:Rua das Flores 25, Lisboa"}},
		{"pt Dr.ª", "pt", "Discutido com a Dr.ª Sofia Matos.", []string{"name:Sofia Matos"}},
		{"pt nascido em", "pt", "Nascido em 3 de março de 1950.", []string{"dateOfBirth:3 de março de 1950"}},
		{"es prior study", "es", "Comparación con TC del 12/03/2023. Nódulo de 12 mm en el segmento 6.", nil},
		{"fr prior study", "fr", "Comparaison avec le scanner du 12/03/2023. Nodule de 12 mm.", nil},
		{"it prior study", "it", "Confronto con TC del 12/03/2023. Nodulo di 12 mm.", nil},
		{"pt prior study", "pt", "Comparação com TC de 12/03/2023. Nódulo de 12 mm.", nil},
		// Reports are not patient data.
		{"measurements", "en", "Nodule 12 mm, previously 8 mm; 3 x 4 cm mass; 40 HU; series 3 image 45.", nil},
		{"de measurements", "de", "Rundherd 12 mm im Segment 6, Ring 12 mm.", nil},
		{"plain report", "en", "Findings: No pneumothorax. Impression: Normal chest. Follow-up CT in 12 months.", nil},
		{"sizes list", "en", "Lesions of 12 15 17 20 22 mm.", nil},
		{"dates and time", "de", "Untersuchung am 01.02.2024 10.30 Uhr.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Detect(tt.text, tt.language)
			if !slices.Equal(found(got), tt.want) {
				t.Fatalf("Detect(%q)\n got %q\nwant %q", tt.text, found(got), tt.want)
			}
			for _, m := range got {
				if tt.text[m.Start:m.End] != m.Text {
					t.Errorf("offsets %d:%d do not cover %q", m.Start, m.End, m.Text)
				}
			}
		})
	}
}

func TestMask(t *testing.T) {
	text := "Mr John Smith, DOB 01/02/1950, MRN 1234567, phone 555-123-4567, john@example.org, 221 Baker Street."
	want := "Mr [name], DOB [date of birth], MRN [record number], phone [phone], [email], [address]."
	if got := MaskDetected(text, "en"); got != want {
		t.Errorf("MaskDetected\n got %q\nwant %q", got, want)
	}
	de := "Frau Müller, geb. 12.08.1964, Fall-Nr. 2024/00123, Tel. 030 1234567, Hauptstraße 5."
	wantDe := "Frau [name], geb. [date of birth], Fall-Nr. [record number], Tel. [phone], [address]."
	if got := MaskDetected(de, "de"); got != wantDe {
		t.Errorf("MaskDetected de\n got %q\nwant %q", got, wantDe)
	}
	// Overlapping and unordered matches are tolerated.
	ms := []Match{{KindPhone, "56", 6, 8}, {KindName, "Ab", 0, 2}, {KindEmail, "67", 7, 9}}
	if got := Mask("Ab cd 5678", ms); got != "[name] cd [phone]78" {
		t.Errorf("Mask unordered %q", got)
	}
}

func BenchmarkDetect(b *testing.B) {
	paragraph := "Mr John Smith, DOB 01/02/1950, MRN 1234567, seen by Dr. Berg. Nodule 12 mm, previously 8 mm. " +
		"Call 555-123-4567 or john@example.org. Lives at 221 Baker Street. Frau Müller, geb. 12.08.1964, Hauptstraße 5. " +
		"No pneumothorax. Comparison CT from 3 March 2024. "
	text := strings.Repeat(paragraph, 50000/len(paragraph)+1)[:50000]
	for _, language := range []string{"en", "de"} {
		b.Run(language, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				Detect(text, language)
			}
		})
	}
}

// Pathological inputs stay linear: many "@", digits, titles or cues in a row. Each takes a
// few milliseconds; a scan that reread the rest of the text from every token would take seconds.
func TestDetectPathological(t *testing.T) {
	start := time.Now()
	defer func() {
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("pathological inputs took %v", d)
		}
	}()
	for _, text := range []string{
		strings.Repeat("a@", 25000),
		strings.Repeat("1", 50000),
		strings.Repeat("Dr. ", 12500),
		strings.Repeat("1-", 25000),
		strings.Repeat("+1 ", 16000),
		strings.Repeat("mrn/", 12500),
		strings.Repeat("Patient A von ", 3500),
		strings.Repeat("rue de ", 7000),
		strings.Repeat("Name: ", 8000),
		strings.Repeat("12 Baker ", 5500),
	} {
		Detect(text, "de")
	}
}
