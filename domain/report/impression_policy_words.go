package report

import (
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/lang"
)

// impressionWordLists is one language's words for the impression policy, in the notation of
// the vocabularies. They hold only what the vocabularies lack: which way a change goes (new or
// worse against stable), what is chronic, post-surgical, a device or incidental, and what is
// about the examination rather than the patient. Negation, findings, lesions, history and
// change words come from the vocabulary; malignancy words from the dictation checks.
type impressionWordLists struct {
	compound bool
	// worse: new, increased, acute; same: stable, unchanged, known; gone: resolved (added to
	// the vocabulary's gone words where it has none).
	worse, same, gone []string
	// background: chronic, post-surgical, device and incidental findings; healed: old or healed,
	// which make even an acute kind of finding background; minor: minimal or borderline, besides
	// the vocabulary's lowest severity grade.
	background, healed, minor []string
	// uncharacterised: a lesion said too small to characterise, an incidental one the impression
	// sums up with the background rather than ranks with the suspicious lesions.
	uncharacterised []string
	// suspicious: words that keep a finding in front whatever else it is called.
	suspicious []string
	// injury: a tear, a rupture, a dislocation: acute, ranked with the acute findings and so in
	// front of the effusion it causes.
	injury []string
	// lasting: findings chronic by nature or of no acute consequence that an impression names
	// after its normal statement (low lung volumes), besides the findings keys of
	// lastingFindings.
	lasting []string
	// placed: where a device lies (its tip, where it ends, its position); lines: the devices of
	// acute care (central lines, tubes, drains), not the implants a patient lives with (ports,
	// pacemakers). A line's statement that says where it lies is named after the normal
	// statement, as radiologists name lines and tubes; an implant stays background.
	placed, lines []string
	// signs: what the findings describe that an impression names as a finding of its own
	// (blunted costophrenic angles as a pleural effusion, hyperinflated lungs as emphysema).
	signs []impressionSign
	// sized: words that call a structure larger, wider or out of place ("enlarged",
	// "prominent", "widened"): a structure so described is no normal structure said stable.
	sized []string
	// aspects: what of a structure a statement may say stayed as it was ("size", "contours",
	// "silhouette", "appearance"): "Heart size and mediastinal contours are stable." names
	// nothing else.
	aspects []string
	// study: statements about the examination ("PA and lateral views"); limits: what the
	// examination could not show ("overlap could obscure a small nodule"), never a finding.
	study, limits []string
	// crossSectional: CT, MR, ultrasound, or words only their reports use ("lung window").
	crossSectional []string
	// lead and trail: padding trimmed from a statement ("There is", "is seen"), lower case.
	lead, trail []string
	// normal: the normal statement per region of the study; regionCount is any other region.
	normal map[region]string
	// others opens the line that sums up background findings.
	others string
	// continues: the words that open a statement going on about the one before ("This
	// measures 3.2 cm."), lower case.
	continues []string
}

// impressionSign is one sign: the findings key an impression names it by, the words that
// describe it, and the words the impression adds to the statement that describes it.
type impressionSign struct {
	key   string
	words []string
	reads string
}

// impressionWords is impressionWordLists ready for reading.
type impressionWords struct {
	*impressionWordLists
	worse, same, gone, background, healed, minor, uncharacterised, suspicious, injury, lasting, placed, lines, sized, aspects, study, limits, crossSectional Cues
	// signs are the cues of each of impressionWordLists.signs, in its order.
	signs []Cues
}

var impressionLanguages = map[string]*impressionWords{}

func registerImpression(code string, l *impressionWordLists) {
	impressionLanguages[code] = &impressionWords{
		impressionWordLists: l,
		worse:               NewCues(l.compound, l.worse...),
		same:                NewCues(l.compound, l.same...),
		gone:                NewCues(l.compound, l.gone...),
		background:          NewCues(l.compound, l.background...),
		healed:              NewCues(l.compound, l.healed...),
		minor:               NewCues(l.compound, l.minor...),
		uncharacterised:     NewCues(l.compound, l.uncharacterised...),
		suspicious:          NewCues(l.compound, l.suspicious...),
		injury:              NewCues(l.compound, l.injury...),
		lasting:             NewCues(l.compound, l.lasting...),
		placed:              NewCues(l.compound, l.placed...),
		lines:               NewCues(l.compound, l.lines...),
		sized:               NewCues(l.compound, l.sized...),
		aspects:             NewCues(l.compound, l.aspects...),
		study:               NewCues(l.compound, l.study...),
		limits:              NewCues(l.compound, l.limits...),
		crossSectional:      NewCues(false, l.crossSectional...),
	}
	for _, sg := range l.signs {
		impressionLanguages[code].signs = append(impressionLanguages[code].signs, NewCues(l.compound, sg.words...))
	}
}

// impressionWordsFor returns the lists of language's base code, nil for a language without.
func impressionWordsFor(language string) *impressionWords {
	base := lang.Base(language)
	return impressionLanguages[base]
}

// trim takes the padding off a statement, when something of two words or more is left:
// "There is a small left pleural effusion." is "Small left pleural effusion.".
func (p *impressionWords) trim(text string) string {
	s := strings.TrimSpace(text)
	body := strings.TrimRight(s, ".")
	for _, lead := range p.lead {
		if len(body) > len(lead) && strings.EqualFold(body[:len(lead)], lead) && body[len(lead)] == ' ' {
			body = strings.TrimSpace(body[len(lead):])
			break
		}
	}
	for _, trail := range p.trail {
		if n := len(body) - len(trail); n > 1 && strings.EqualFold(body[n:], trail) && body[n-1] == ' ' {
			body = strings.TrimSpace(body[:n])
			break
		}
	}
	if fieldCount(body) < 2 {
		return s
	}
	return capitalFirst(body) + "."
}

// continuesPrevious tells a statement that opens with a word pointing back ("This measures
// 3.2 cm at the apex."): it belongs with the statement before it.
func (p *impressionWords) continuesPrevious(text string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	first = strings.ToLower(strings.TrimFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }))
	for _, w := range p.continues {
		if first == w {
			return true
		}
	}
	return false
}

// capitalFirst raises a sentence's first letter.
func capitalFirst(s string) string {
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
