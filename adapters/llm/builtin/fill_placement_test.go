package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// nestedChest is a chest template with finding lines under organ headings.
const nestedChest = `<h3>Findings</h3><h4>Lungs</h4><p>Consolidation: None.</p><p>Nodules: None.</p><h4>Pleura</h4><p>Effusion: None.</p>` +
	`<h4>Bones</h4><p>Fracture: None.</p><p>Suspicious lesion: None.</p><h3>Impression</h3><p>Normal.</p>`

// Where a finding goes when the template has a line made for it, in shapes from the field.
func TestFillPutsAFindingOnTheLineMadeForIt(t *testing.T) {
	tests := []struct {
		name, template, dictation, code string
		want, notWant                   string
	}{
		{name: "a Baker cyst to the popliteal fossa, not the joint space",
			template:  `<h3>Findings</h3><p><strong>Joint space:</strong> No joint effusion.</p><p><strong>Popliteal fossa:</strong> No Baker cyst.</p><h3>Impression</h3><p>Normal knee.</p>`,
			dictation: "Small Baker cyst.", code: "en",
			want: `<p><strong>Popliteal fossa:</strong> Small Baker cyst.</p>`, notWant: `<p><strong>Joint space:</strong> Small`},
		{name: "a paraesophageal hernia, a kind of hiatal hernia, to the upper abdomen, not the other findings",
			template: `<h3>Findings</h3><p><strong>Mediastinum:</strong> No lymphadenopathy.</p><p><strong>Upper abdomen:</strong> Imaged portions unremarkable.</p>` +
				`<p><strong>Other findings:</strong> None.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Paraesophageal hernia is observed.", code: "en",
			want: `<p><strong>Upper abdomen:</strong> Paraesophageal hernia is observed.</p>`, notWant: `<p><strong>Other findings:</strong> Paraesophageal`},
		{name: "a consolidation with air bronchograms is a lung finding, not an airway one",
			template:  `<h3>Findings</h3><p><strong>Lungs:</strong> No consolidation.</p><p><strong>Airways:</strong> Central airways patent.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Trachea is open. In the middle lobe of the right lung, a consolidation area with partial air bronchograms is observed, and there was no significant difference when compared with the old CT.", code: "en",
			want: `<p><strong>Lungs:</strong> In the middle lobe of the right lung, a consolidation area with partial air bronchograms is observed`},
		{name: "ground-glass written with its hyphen is a lung finding; the airway statement before it does not draw it",
			template:  `<h3>Findings</h3><p><strong>Lungs:</strong> No consolidation.</p><p><strong>Airways:</strong> Central airways patent.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Trachea and main bronchi are open. In the left lower lobe laterobasal segment, ground-glass density increases were observed.", code: "en",
			want: `<p><strong>Lungs:</strong> In the left lower lobe laterobasal segment, ground-glass density increases were observed.`},
		{name: "two findings of nested regions: the one named first decides, not the deeper region",
			template:  `<h3>Findings</h3><p><strong>Lungs:</strong> No consolidation.</p><p><strong>Airways:</strong> Central airways patent.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Atelectasis in the lower lobes and peribronchial wall thickening.", code: "en",
			want: `<p><strong>Lungs:</strong> Atelectasis in the lower lobes and peribronchial wall thickening.</p>`},
		{name: "an airway finding named first stays on the airways' line",
			template:  `<h3>Findings</h3><p><strong>Lungs:</strong> No consolidation.</p><p><strong>Airways:</strong> Central airways patent.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Peribronchial wall thickening and mild atelectasis in the lower lobes.", code: "en",
			want: `<p><strong>Airways:</strong> Peribronchial wall thickening and mild atelectasis in the lower lobes.</p>`},
		{name: "a joint effusion to the effusion line under its organ heading",
			template:  `<h3>Befund</h3><h4>Gelenk</h4><p>Erguss: Keiner.</p><p>Baker-Zyste: Keine.</p><h3>Beurteilung</h3><p>Unauffällig.</p>`,
			dictation: "Mäßiger Gelenkerguss.", code: "de",
			want: `<p>Erguss: Mäßiger Gelenkerguss.</p>`},
		{name: "a nodule to the nodules line under the lungs; the consolidation line keeps its answer",
			template:  `<h3>Findings</h3><h4>Lungs</h4><p>Consolidation: None.</p><p>Nodules: None.</p><h4>Pleura</h4><p>Effusion: None.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "A nodule of 4 mm is observed in the right lung.", code: "en",
			want: `<p>Consolidation: None.</p><p>Nodules: A nodule of 4 mm is observed in the right lung.</p>`},
		{name: "a normal statement to the line named after what it rules out, once: the other side's line already says it",
			template: `<h3>Findings</h3><p><strong>Right kidney</strong></p><p>Calculi: None.</p><p>Hydronephrosis: None.</p>` +
				`<p><strong>Left kidney</strong></p><p>Calculi: None.</p><p>Hydronephrosis: None.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Two calculi in the lower pole of the right kidney. No hydronephrosis.", code: "en",
			want:    `<p>Calculi: Two calculi in the lower pole of the right kidney.</p><p>Hydronephrosis: No hydronephrosis.</p><p><strong>Left kidney</strong></p><p>Calculi: None.</p><p>Hydronephrosis: None.</p>`,
			notWant: `Calculi: No hydronephrosis.`},
		{name: "finding labels inline in an organ's line keep their answer unless the dictation states their finding, which takes their place",
			template: `<h3>Findings</h3><p><b>Right kidney:</b> Hydronephrosis: None. Calculi: None.</p>` +
				`<p><b>Left kidney:</b> Hydronephrosis: None. Calculi: None.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Mild right hydronephrosis. 6 mm calculus in the lower pole of the left kidney.", code: "en",
			want:    `<p><b>Right kidney:</b> Hydronephrosis: Mild right hydronephrosis. Calculi: None.</p><p><b>Left kidney:</b> Hydronephrosis: None. Calculi: 6 mm calculus in the lower pole of the left kidney.</p>`,
			notWant: `Hydronephrosis: None. Calculi: None.`},
		{name: "a ureteral stone to the ureters' line though the kidney's line names its side; the kidney's labels it denies go",
			template: `<h3>Findings</h3><p><b>Left kidney:</b> Calculi: None. Hydronephrosis: None.</p>` +
				`<p><b>Ureters:</b> Not dilated. No calculus.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "4 mm calculus in the distal left ureter causing mild left hydronephrosis.", code: "en",
			want:    `<p><b>Ureters:</b> 4 mm calculus in the distal left ureter causing mild left hydronephrosis.</p>`,
			notWant: `Hydronephrosis: None.`},
		{name: "a category label inside a line is no finding label: it gives way",
			template:  `<h3>Findings</h3><p><b>Breast composition:</b> ACR b: scattered areas of fibroglandular density.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "The breasts are heterogeneously dense.", code: "en",
			want: `<p><b>Breast composition:</b> The breasts are heterogeneously dense.</p>`, notWant: "ACR b"},
		{name: "a ureteral stone to the ureter's line, which speaks of calculi, in a template without a Findings heading",
			template: `<h2>CT KUB, Urolithiasis Protocol</h2><p><strong>Technique:</strong> Low-dose CT.</p><p><strong>Left kidney:</strong> No calculi. No hydronephrosis.</p>` +
				`<p><strong>Left ureter:</strong> Not dilated. No calculus.</p><p><strong>Perinephric spaces:</strong> No perinephric stranding or fluid.</p><h3>Impression</h3><p>No urolithiasis.</p>`,
			dictation: "4 mm calculus in the distal left ureter causing mild left hydronephrosis and perinephric stranding.", code: "en",
			want:    `<p><strong>Left ureter:</strong> 4 mm calculus in the distal left ureter causing mild left hydronephrosis and perinephric stranding.</p>`,
			notWant: `<h3>Impression</h3><p><strong>`},
		{name: "a stone dictated by its side and pole alone goes to that kidney, not to the organ dictated before it",
			template: `<h3>Findings</h3><p><strong>Spleen:</strong> Normal size.</p><p><strong>Right kidney:</strong> No hydronephrosis.</p>` +
				`<p><strong>Left kidney:</strong> No hydronephrosis.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Spleen normal. 4 mm nonobstructing stone in the right lower pole.", code: "en",
			want:    `<p><strong>Right kidney:</strong> 4 mm nonobstructing stone in the right lower pole.</p>`,
			notWant: `Spleen normal. 4 mm`},
		{name: "a German concrement named without its organ goes to the kidney of its side",
			template: `<h3>Befund</h3><p><strong>Milz:</strong> Normal groß.</p><p><strong>Niere rechts:</strong> Kein Harnstau.</p>` +
				`<p><strong>Niere links:</strong> Kein Harnstau.</p><h3>Beurteilung</h3><p>Unauffällig.</p>`,
			dictation: "Milz unauffällig. 5 mm Konkrement am unteren Pol links.", code: "de",
			want:    `<p><strong>Niere links:</strong> 5 mm Konkrement am unteren Pol links.</p>`,
			notWant: `Milz unauffällig. 5 mm`},
		{name: "a hemorrhage written on its finding line makes the organ's own normal line point to it",
			template:  `<h3>Findings</h3><p>Extra-axial spaces: Normal.</p><p>Intracranial hemorrhage: None.</p><p>Ventricles: Normal.</p><p>Brain parenchyma: Normal.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Acute intraparenchymal hemorrhage in the left frontal lobe measuring 2 cm.", code: "en",
			want: `<p>Extra-axial spaces: Normal.</p><p>Intracranial hemorrhage: Acute intraparenchymal hemorrhage in the left frontal lobe measuring 2 cm.</p>` +
				`<p>Ventricles: Normal.</p><p>Brain parenchyma: See above.</p>`},
		{name: "a stone written on the ureters' line leaves the kidney's line as it was: the kidney holds no stone",
			template:  `<h3>Findings</h3><p>Left kidney: Normal size and position. Normal cortical thickness. No hydronephrosis, calculus or mass.</p><p>Ureters: Not dilated.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "4 mm stone in the distal left ureter.", code: "en",
			want: `<p>Left kidney: Normal size and position. Normal cortical thickness. No hydronephrosis, calculus or mass.</p>` +
				`<p>Ureters: 4 mm stone in the distal left ureter.</p>`},
		{name: "a calculus in the ureter stays on the ureters' line, though the kidney's line denies calculi",
			template:  `<h3>Findings</h3><p>Left kidney: Normal size and position. No hydronephrosis, calculus or mass.</p><p>Ureters: Not dilated.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "4 mm calculus in the distal left ureter.", code: "en",
			want: `<p>Left kidney: Normal size and position. No hydronephrosis, calculus or mass.</p>` +
				`<p>Ureters: 4 mm calculus in the distal left ureter.</p>`},
		{name: "ein Harnleiterkonkrement bleibt auf der Zeile der Harnleiter",
			template:  `<h3>Befund</h3><p>Linke Niere: Normal groß. Kein Harnstau, keine Konkremente.</p><p>Harnleiter: Nicht erweitert.</p><h3>Beurteilung</h3><p>Unauffällig.</p>`,
			dictation: "4 mm Konkrement im distalen linken Harnleiter.", code: "de",
			want: `<p>Linke Niere: Normal groß. Kein Harnstau, keine Konkremente.</p>` +
				`<p>Harnleiter: 4 mm Konkrement im distalen linken Harnleiter.</p>`},
		{name: "a hematoma cut at its clause for two finding lines makes the line of the space it lies in point to it",
			template:  `<h3>Findings</h3><p>Extra-axial spaces: Normal.</p><p>Intracranial hemorrhage: None.</p><p>Midline shift: None.</p><p>Brain parenchyma: Normal.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Acute subdural hematoma over the left convexity measuring 8 mm, with 4 mm of midline shift to the right.", code: "en",
			want: `<p>Extra-axial spaces: See below.</p><p>Intracranial hemorrhage: Acute subdural hematoma over the left convexity measuring 8 mm.</p>` +
				`<p>Midline shift: 4 mm of midline shift to the right.</p><p>Brain parenchyma: Normal.</p>`},
		{name: "a statement about two finding lines, cut at its clause word, each part once",
			template:  `<h3>Findings</h3><p>Intracranial hemorrhage: None.</p><p>Mass effect: None.</p><p>Midline shift: None.</p><p>Skull fracture: None.</p><h3>Impression</h3><p>Normal.</p>`,
			dictation: "Acute epidural hematoma in the right temporal region, 12 mm thick, with 6 mm midline shift to the left.", code: "en",
			want: `<p>Intracranial hemorrhage: Acute epidural hematoma in the right temporal region, 12 mm thick.</p><p>Mass effect: See below.</p>` +
				`<p>Midline shift: 6 mm midline shift to the left.</p><p>Skull fracture: None.</p>`},
		{name: "a finding no finding line asks about goes on a line of its own below its organ's lines",
			template:  nestedChest,
			dictation: "Mild degenerative changes in the thoracic spine.", code: "en",
			want:    `<h4>Bones</h4><p>Fracture: None.</p><p>Suspicious lesion: None.</p>` + "\n" + `<p>Mild degenerative changes in the thoracic spine.</p>`,
			notWant: `Fracture: Mild`},
		{name: "a nodular lesion to the nodules line, not the consolidation line above it",
			template:  nestedChest,
			dictation: "A pleural-based 10 mm nodular lesion in the right upper lobe, suspicious for metastasis.", code: "en",
			want: `<p>Consolidation: None.</p><p>Nodules: A pleural-based 10 mm nodular lesion in the right upper lobe, suspicious for metastasis.</p>`},
		{name: "an infiltrate to the consolidation line",
			template:  nestedChest,
			dictation: "Ground glass infiltration in the right lower lobe.", code: "en",
			want: `<p>Consolidation: Ground glass infiltration in the right lower lobe.</p><p>Nodules: None.</p>`},
		{name: "a bone mass takes the suspicious lesion line and leaves the fracture line its answer",
			template:  nestedChest,
			dictation: "Lytic destructive mass lesion in the left humerus.", code: "en",
			want: `<p>Fracture: None.</p><p>Suspicious lesion: Lytic destructive mass lesion in the left humerus.</p>`},
		{name: "a German finding no line asks about, below the kidney's lines",
			template:  `<h3>Befund</h3><h4>Rechte Niere</h4><p>Harnstau: Keiner.</p><h4>Linke Niere</h4><p>Harnstau: Keiner.</p><h3>Beurteilung</h3><p>Unauffällig.</p>`,
			dictation: "Nierenzyste links 2 cm.", code: "de",
			want: `<h4>Linke Niere</h4><p>Harnstau: Keiner.</p>` + "\n" + `<p>Nierenzyste links 2 cm.</p>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fill(t, tt.template, tt.dictation, tt.code)
			assert.Contains(t, got, tt.want)
			if tt.notWant != "" {
				assert.NotContains(t, got, tt.notWant)
			}
		})
	}
}

// "Without" denies what follows it, not the statement: two stones without hydronephrosis are a
// finding, so the impression is written from them; a note the template keeps below its
// impression ("Basis: ...") stays.
func TestFillWritesTheImpressionOfAFindingWithoutComplications(t *testing.T) {
	template := `<h3>Befund</h3><p><strong>Rechte Niere:</strong> Unauffällig.</p><p><strong>Linke Niere:</strong> Unauffällig.</p>` +
		`<h3>Beurteilung</h3><p>Keine Urolithiasis.</p><p><strong>Basis:</strong> Vorlage der Fachgesellschaft.</p>`
	got := fill(t, template, "Zwei Konkremente im Unterpol der rechten Niere bis 6 mm ohne Harnstau.", "de")
	assert.Contains(t, got, `<p><strong>Rechte Niere:</strong> Zwei Konkremente im Unterpol der rechten Niere bis 6 mm ohne Harnstau.</p>`)
	assert.NotContains(t, got, "Keine Urolithiasis", "the template's normal impression denies the stones")
	assert.Contains(t, got, `<p><strong>Basis:</strong> Vorlage der Fachgesellschaft.</p>`)
}
