package builtin_test

import (
	"context"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/ports"
)

// benchDictation is a 400-word CT abdomen dictation with spoken punctuation, headings and a
// few misheard terms, as the engine meets it in practice.
var benchDictation = func() string {
	parts := []string{
		"clinical history colon right upper quadrant pain comma fever and raised inflammatory markers period",
		"technique colon contrast enhanced CT of the abdomen and pelvis in the portal venous phase period",
		"comparison colon ultrasound from last month period",
		"findings colon the liver is enlarged measuring 19 cm in craniocaudal extent with diffusely reduced attenuation consistent with steatosis period",
		"there is a 12 mm hypodense lesion in segment 7 which is too small to characterise period",
		"the hepatic and portal veins are patent period the gallbladder is distended with wall thickening of 6 mm and several gallstones in the neck period",
		"there is pericholecystic fat stranding and a small amount of pericholecystic fluid period",
		"the common bile duct measures 6 mm without a visible calculus period the pancreas is normal in size without peripancreatic fluid period",
		"the spleen is normal period the adrenal glands are unremarkable period",
		"the right kidney contains a 25 mm simple cyst in the lower pole period the left kidney is normal without hydronephrosis period",
		"there is a small plural effusion on the right with adjacent atelectasis of the right lower lobe period no new mo thorax period",
		"the abdominal aorta is of normal caliber with mild atherosclerotic calcification period no retroperitoneal lymphadenopathy period",
		"the bowel loops are of normal caliber period the appendix is normal period there is diverticulosis of the sigmoid colon without signs of diverticulitis period",
		"the urinary bladder is moderately filled and unremarkable period the prostate is mildly enlarged period",
		"no free air period a small amount of free fluid in the pelvis period",
		"degenerative changes of the lumbar spine with osteophytes at L3 to L5 period no suspicious osseous lesion period",
		"impression colon one period acute calculous cholecystitis with pericholecystic fluid period",
		"two period hepatic steatosis and a small indeterminate hypodense liver lesion comma follow up with MRI is recommended period",
		"three period small right pleural effusion with basal atelectasis period",
		"four period sigmoid diverticulosis without diverticulitis period",
	}
	text := strings.Join(parts, " ")
	for len(strings.Fields(text)) < 400 {
		text += " the soft tissues of the abdominal wall are unremarkable period"
	}
	return text
}()

func BenchmarkFormat(b *testing.B) {
	w := builtin.New()
	req := ports.FormatRequest{Transcript: correctedText(b, benchDictation, "en"), Language: "en"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Format(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFormatWithContradictions adds the domain's contradiction rules to the formatting.
func BenchmarkFormatWithContradictions(b *testing.B) {
	w := builtin.New()
	req := ports.FormatRequest{Transcript: correctedText(b, benchDictation, "en"), Language: "en", DetectContradictions: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Format(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFill(b *testing.B) {
	w := builtin.New()
	req := ports.FillRequest{Transcript: correctedText(b, benchDictation, "en"), TemplateHTML: benchTemplate(b), Language: "en"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Fill(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	w := builtin.New()
	req := ports.GenerateRequest{Transcript: correctedText(b, benchDictation, "en"), Language: "en"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Generate(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCorrect(b *testing.B) {
	w := builtin.New()
	req := ports.CorrectionRequest{Text: benchDictation, Language: "en"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Correct(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func benchTemplate(b *testing.B) string {
	b.Helper()
	list, err := library.Templates()
	if err != nil {
		b.Fatal(err)
	}
	for _, tpl := range list {
		if tpl.Key == "ct-abdomen-pelvis-en" {
			return tpl.HTML
		}
	}
	b.Fatal("no ct-abdomen-pelvis-en template")
	return ""
}

// BenchmarkCorrectThenFill is what one fill request costs the engine: correction, then filling.
func BenchmarkCorrectThenFill(b *testing.B) {
	w := builtin.New()
	tpl := benchTemplate(b)
	b.ReportAllocs()
	for b.Loop() {
		corrected, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: benchDictation, Language: "en"})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := w.Fill(context.Background(), ports.FillRequest{Transcript: corrected.Text, TemplateHTML: tpl, Language: "en"}); err != nil {
			b.Fatal(err)
		}
	}
}
