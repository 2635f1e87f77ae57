package report

import (
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// sizeRange is the size an organ keeps when normal, in millimetres; 0 is no bound.
type sizeRange struct{ least, most float64 }

// organSizes are the normal sizes of the organs a report measures as a matter of routine, by
// anatomy region: the spleen's length, the common bile duct's width, a kidney's length, the
// liver's craniocaudal span, the appendix's diameter. Bounds are those of adult abdominal
// ultrasound and CT reporting; a size beyond them is a finding ("Spleen measures 15 cm").
var organSizes = map[string]sizeRange{
	"spleen":     {most: 130},
	"bile-ducts": {most: 7},
	"kidneys":    {least: 90, most: 130},
	"liver":      {most: 160},
	"appendix":   {most: 6},
}

// measuredWithinNormal tells a statement that only measures one routinely measured organ,
// within its normal size ("Common bile duct measures 4 mm.", "Die Milz misst 11 cm."): a
// record of the examination, not a finding.
func (a *analysis) measuredWithinNormal() bool {
	var words []string
	for _, s := range a.sentences {
		words = append(words, s.words...)
	}
	_, code := anatomyIndex(a.language)
	body := anatomy.Tables()
	var bounds sizeRange
	organs := 0
	for _, r := range body.RegionsIn(strings.Join(words, " "), code).Strong {
		if b, ok := organSizes[body.Regions[r].Key]; ok {
			bounds = b
			organs++
		}
	}
	if organs != 1 {
		return false
	}
	largest := 0.0
	for i := 0; i < len(words); i++ {
		chain, next := numberChain(words, i, len(words))
		if len(chain) == 0 {
			continue
		}
		if factor, ok := unitFactor(words, next, len(words)); ok {
			for _, n := range chain {
				largest = max(largest, n*factor)
			}
		}
		i = next
	}
	return largest > 0 && largest >= bounds.least && (bounds.most == 0 || largest <= bounds.most)
}
