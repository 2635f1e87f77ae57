package report

import (
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// studyNameWords are the words a statement that names the examination is made of, besides the
// parts of the body and the sides: the modality, and what says how it was done (contrast,
// views, protocol) or joins them.
type studyNameWords struct {
	modality map[string]bool
	details  map[string]bool
	// whole are abbreviations that name the modality and the part of the body at once
	// ("CXR", "cCT" for a head CT).
	whole map[string]bool
}

func wordSet(list string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(list) {
		out[w] = true
	}
	return out
}

// studyNames are the words of each language's study names, by base language.
var studyNames = map[string]studyNameWords{
	"en": {
		modality: wordSet("ct cta mri mr mra mrcp pet x ray xray radiograph radiographs radiography ultrasound us sonography sonogram doppler angiography angiogram mammogram mammography tomography portable"),
		whole:    wordSet("cxr kub"),
		details: wordSet("and of the a with without w o plus iv intravenous oral contrast enhanced non noncontrast unenhanced " +
			"view views pa ap lateral frontal portable supine upright erect single two 2 3 protocol low dose imaging scan study examination exam computed magnetic resonance plain film series upper lower ruq luq rlq llq"),
	},
	"de": {
		modality: wordSet("ct cta mrt mr mra röntgen rö sonographie sonografie sono ultraschall doppler duplex angiographie angiografie mammographie mammografie computertomographie computertomografie magnetresonanztomographie magnetresonanztomografie"),
		whole:    wordSet("cct cmrt"),
		details: wordSet("und der des die mit ohne km kontrastmittel kontrastmittelgabe iv i v nativ in im zwei ebenen ebene pa ap seitlich liegend stehend liegen stehen sitzend " +
			"low dose protokoll untersuchung aufnahme aufnahmen"),
	},
	"fr": {
		modality: wordSet("tdm scanner irm radiographie radio échographie echographie doppler écho écho-doppler angioscanner angio angio-irm mammographie tomodensitométrie"),
		details: wordSet("et de du des la le les avec sans injection produit contraste iv face profil debout couché examen " +
			"en protocole phase temps urgence contrôle bilatérale bilatéral incidences deux coupes fines veineux artériel"),
		whole: wordSet("asp"),
	},
	"es": {
		modality: wordSet("tc tac rm resonancia radiografía radiografia rx ecografía ecografia ultrasonido tomografía tomografia angio angiotc angio-tc angio-rm mamografía"),
		details: wordSet("y de del la el los con sin contraste iv intravenoso magnética computarizada proyecciones pa ap lateral estudio " +
			"en protocolo fase urgente urgencia seguimiento control cribado bilateral dos venoso venosa arterial"),
	},
	"it": {
		modality: wordSet("tc rm radiografia rx ecografia ecocolordoppler tomografia angio angiotc angio-tc angio-rm mammografia risonanza"),
		details: wordSet("e di del della dello con senza mezzo mdc contrasto ev magnetica computerizzata proiezioni esame " +
			"in protocollo fase urgenza controllo bilaterale due venoso arterioso"),
	},
	"pt": {
		modality: wordSet("tc rm radiografia rx ecografia ultrassonografia eco eco-doppler tomografia angio angiotomografia angiotc angio-tc angio-rm mamografia ressonância"),
		details: wordSet("e de do da com sem contraste iv endovenoso magnética computadorizada incidências exame " +
			"em protocolo fase fases urgência controle controlo bilateral duas pa perfil venoso arterial"),
	},
}

// modalityCompound tells a word made of a modality and a part of the body ("röntgenthorax",
// "sonoabdomen"), as German writes them.
func (w studyNameWords) modalityCompound(idx *anatomy.Index, word string) bool {
	for m := range w.modality {
		if rest, ok := strings.CutPrefix(word, m); ok && len(m) >= 4 && rest != "" {
			if t := idx.LongestAt([]string{rest}, 0); t != nil && !t.Weak && len(t.Words) == 1 {
				return true
			}
		}
	}
	return false
}

// NamesTheStudy tells a statement that only names the examination: a modality with the parts
// of the body it examined, and perhaps sides, contrast and views ("CT abdomen and pelvis with
// contrast", "MRT Kniegelenk links nativ", "Chest x-ray, PA and lateral"). Radiologists often
// open a dictation with it; it is the technique, neither a finding nor part of the impression.
func NamesTheStudy(language, text string) bool {
	w, ok := studyNames[lang.Base(language)]
	if !ok {
		return false
	}
	a := newAnalysis(language)
	sentences := a.read("", text)
	if len(sentences) != 1 || len(a.findings) > 0 || len(a.lesions) > 0 {
		// A finding named beside the study ("cCT ohne Blutung") makes it a statement.
		return false
	}
	s := sentences[0]
	idx, _ := anatomyIndex(language)
	modality, part := false, false
	for i := 0; i < len(s.words); i++ {
		word := s.words[i]
		switch {
		case w.modality[word]:
			modality = true
		case word == "," || w.details[word] || s.is(i, clsLeft|clsRight|clsBoth|clsLinking) || utf8.RuneCountInString(word) == 1:
			// A single letter is a piece of a dotted abbreviation ("p.a.", "i.v.").
		case w.whole[word] || w.modalityCompound(idx, word):
			// "Röntgenthorax": the modality and the part written as one word.
			modality, part = true, true
		default:
			// A part of the body or an organ ("abdomen", "lumbar spine", "Kniegelenk"); a finding
			// that only suggests its place ("effusion") is no study's name.
			t := idx.LongestAt(s.words, i)
			if t == nil || t.Weak {
				return false
			}
			part = true
			i += len(t.Words) - 1
		}
	}
	return modality && part
}
