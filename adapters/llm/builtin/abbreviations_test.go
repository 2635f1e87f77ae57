package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Abbreviations dictated in lower case are written as radiologists write them; ordinary words
// and words the radiologist cased are left alone.
func TestWriteAbbreviations(t *testing.T) {
	tests := []struct {
		name, code, text, want string
	}{
		{"sentence start and inside", "en", "Ct chest from May. Right picc with tip in the svc.", "CT chest from May. Right PICC with tip in the SVC."},
		{"punctuation around it", "en", "Changes of copd, no acl tear (mri recommended).", "Changes of COPD, no ACL tear (MRI recommended)."},
		{"arteries", "en", "Acute infarct in the right mca territory, no sdh.", "Acute infarct in the right MCA territory, no SDH."},
		{"MRI sequences", "en", "Hyperintense on t2 flair, no blooming on swi.", "Hyperintense on T2 FLAIR, no blooming on SWI."},
		{"prostate and abdomen", "en", "Bph nodules, restricted on dwi with low adc, cbd 4 mm, no aaa.", "BPH nodules, restricted on DWI with low ADC, CBD 4 mm, no AAA."},
		{"hyphenated", "en", "Pet-ct in two weeks; ct-guided biopsy.", "PET-CT in two weeks; CT-guided biopsy."},
		{"a word cased otherwise is kept", "en", "The cT stage and MRi stay.", "The cT stage and MRi stay."},
		{"ordinary words stay", "en", "The pet scan, Mr Smith, pe.", "The pet scan, Mr Smith, pe."},
		{"German own and common", "de", "Vergleich: Ct Thorax. Zvk von rechts, mrt empfohlen, copd.", "Vergleich: CT Thorax. ZVK von rechts, MRT empfohlen, COPD."},
		{"French", "fr", "Irm du genou, tdm thoracique, bpco.", "IRM du genou, TDM thoracique, BPCO."},
		{"Spanish", "es", "Tc de tórax, rm de rodilla, epoc.", "TC de tórax, RM de rodilla, EPOC."},
		{"Italian and Portuguese", "it", "Tc torace e rm, bpco.", "TC torace e RM, BPCO."},
		{"Portuguese", "pt", "Tc de tórax, dpoc.", "TC de tórax, DPOC."},
		{"Polish own and common", "pl", "Tk klatki, ct, picc, pochp.", "TK klatki, CT, PICC, POChP."},
		{"a language without its own list gets the common ones", "sv", "Dt thorax, ct, picc.", "Dt thorax, CT, PICC."},
		{"Romanian pe stays a word", "ro", "Nodul pe lobul superior.", "Nodul pe lobul superior."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, writeAbbreviations(tt.text, tt.code))
		})
	}
}
