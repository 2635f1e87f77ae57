package dictation

// mark is a punctuation command; rendering decides spacing and the character per language.
type mark int

const (
	markNone mark = iota
	markPeriod
	markComma
	markColon
	markSemicolon
	markQuestion
	markNewLine
	markParagraph
	markOpen
	markClose
	markHyphen
	markDash
	// markScratch withdraws the sentence dictated last ("scratch that"); it is never written.
	markScratch
)

// spoken maps each language's spoken commands (lower case, words separated by single spaces)
// to the mark they stand for. Longer phrases win over shorter ones when both match.
var spoken = map[string]map[string]mark{
	"en": {
		"scratch that": markScratch, "delete that": markScratch, "strike that": markScratch,
		"period": markPeriod, "full stop": markPeriod, "comma": markComma, "colon": markColon,
		"semicolon": markSemicolon, "semi colon": markSemicolon, "question mark": markQuestion,
		"new line": markNewLine, "newline": markNewLine, "next line": markNewLine,
		"new paragraph": markParagraph, "next paragraph": markParagraph,
		"open bracket": markOpen, "close bracket": markClose, "open parenthesis": markOpen,
		"close parenthesis": markClose, "open paren": markOpen, "close paren": markClose,
		"hyphen": markHyphen, "dash": markDash,
	},
	"de": {
		"streiche das": markScratch, "streich das": markScratch, "lösche das": markScratch, "lösch das": markScratch,
		"punkt": markPeriod, "komma": markComma, "doppelpunkt": markColon, "semikolon": markSemicolon,
		"strichpunkt": markSemicolon, "fragezeichen": markQuestion, "neue zeile": markNewLine,
		"nächste zeile": markNewLine, "neuer absatz": markParagraph, "klammer auf": markOpen,
		"klammer zu": markClose, "bindestrich": markHyphen, "gedankenstrich": markDash,
	},
	"es": {
		"borra eso": markScratch, "borrar eso": markScratch, "tacha eso": markScratch,
		"punto": markPeriod, "punto y seguido": markPeriod, "punto final": markPeriod, "coma": markComma,
		"dos puntos": markColon, "punto y coma": markSemicolon, "signo de interrogación": markQuestion,
		"nueva línea": markNewLine, "nueva linea": markNewLine, "punto y aparte": markParagraph,
		"nuevo párrafo": markParagraph, "nuevo parrafo": markParagraph, "abrir paréntesis": markOpen,
		"abre paréntesis": markOpen, "cerrar paréntesis": markClose, "cierra paréntesis": markClose,
		"guion": markHyphen, "guión": markHyphen, "raya": markDash,
	},
	"fr": {
		"efface ça": markScratch, "efface cela": markScratch, "supprime ça": markScratch,
		"point": markPeriod, "point final": markPeriod, "virgule": markComma, "deux-points": markColon,
		"deux points": markColon, "point-virgule": markSemicolon, "point virgule": markSemicolon,
		"point d'interrogation": markQuestion, "point d’interrogation": markQuestion,
		"à la ligne": markNewLine, "nouvelle ligne": markNewLine, "retour à la ligne": markNewLine,
		"nouveau paragraphe": markParagraph, "ouvrir la parenthèse": markOpen,
		"ouvrez la parenthèse": markOpen, "ouvrir parenthèse": markOpen,
		"fermer la parenthèse": markClose, "fermez la parenthèse": markClose,
		"fermer parenthèse": markClose, "trait d'union": markHyphen, "tiret": markHyphen,
	},
	"it": {
		"cancella quello": markScratch, "cancella questo": markScratch,
		"punto": markPeriod, "virgola": markComma, "due punti": markColon, "punto e virgola": markSemicolon,
		"punto interrogativo": markQuestion, "a capo": markNewLine, "nuova riga": markNewLine,
		"nuovo paragrafo": markParagraph, "aperta parentesi": markOpen, "apri parentesi": markOpen,
		"chiusa parentesi": markClose, "chiudi parentesi": markClose, "trattino": markHyphen,
		"lineetta": markDash,
	},
	"pt": {
		"apaga isso": markScratch, "apague isso": markScratch, "apagar isso": markScratch,
		"ponto": markPeriod, "ponto final": markPeriod, "vírgula": markComma, "virgula": markComma,
		"dois pontos": markColon, "ponto e vírgula": markSemicolon, "ponto e virgula": markSemicolon,
		"ponto de interrogação": markQuestion, "nova linha": markNewLine, "novo parágrafo": markParagraph,
		"novo paragrafo": markParagraph, "parágrafo": markParagraph, "abre parênteses": markOpen,
		"abrir parênteses": markOpen, "abre parêntese": markOpen, "fecha parênteses": markClose,
		"fechar parênteses": markClose, "fecha parêntese": markClose, "hífen": markHyphen,
		"hifen": markHyphen, "travessão": markDash,
	},
	"pl": {
		"kropka": markPeriod, "przecinek": markComma, "dwukropek": markColon, "średnik": markSemicolon,
		"znak zapytania": markQuestion, "pytajnik": markQuestion, "nowa linia": markNewLine,
		"nowy wiersz": markNewLine, "nowy akapit": markParagraph, "otwórz nawias": markOpen,
		"nawias otwierający": markOpen, "zamknij nawias": markClose, "nawias zamykający": markClose,
		"łącznik": markHyphen, "myślnik": markDash,
	},
	"lt": {
		"taškas": markPeriod, "kablelis": markComma, "dvitaškis": markColon, "kabliataškis": markSemicolon,
		"klaustukas": markQuestion, "nauja eilutė": markNewLine, "nauja pastraipa": markParagraph,
		"atidaryti skliaustus": markOpen, "skliaustai atsidaro": markOpen,
		"uždaryti skliaustus": markClose, "skliaustai užsidaro": markClose,
		"brūkšnelis": markHyphen, "brūkšnys": markDash,
	},
	"ro": {
		"punct": markPeriod, "virgulă": markComma, "virgula": markComma, "două puncte": markColon,
		"doua puncte": markColon, "punct și virgulă": markSemicolon, "punct si virgula": markSemicolon,
		"semn de întrebare": markQuestion, "semnul întrebării": markQuestion, "rând nou": markNewLine,
		"linie nouă": markNewLine, "paragraf nou": markParagraph, "deschide paranteza": markOpen,
		"paranteză deschisă": markOpen, "închide paranteza": markClose, "paranteză închisă": markClose,
		"cratimă": markHyphen, "liniuță": markDash,
	},
	"sl": {
		"pika": markPeriod, "vejica": markComma, "dvopičje": markColon, "podpičje": markSemicolon,
		"vprašaj": markQuestion, "nova vrstica": markNewLine, "nov odstavek": markParagraph,
		"oklepaj": markOpen, "odprti oklepaj": markOpen, "zaklepaj": markClose, "zaprti oklepaj": markClose,
		"vezaj": markHyphen, "pomišljaj": markDash,
	},
	"el": {
		"τελεία": markPeriod, "κόμμα": markComma, "άνω και κάτω τελεία": markColon,
		"άνω τελεία": markSemicolon, "ερωτηματικό": markQuestion, "νέα γραμμή": markNewLine,
		"αλλαγή γραμμής": markNewLine, "νέα παράγραφος": markParagraph, "άνοιγμα παρένθεσης": markOpen,
		"ανοίγει παρένθεση": markOpen, "κλείσιμο παρένθεσης": markClose, "κλείνει παρένθεση": markClose,
		"ενωτικό": markHyphen, "παύλα": markDash,
	},
}

// keepAsWord lists, per language and command word, neighbours that show the word is meant
// literally ("the postoperative period", "punto de partida"), so it stays a word.
type neighbours struct{ before, after []string }

var keepAsWord = map[string]map[string]neighbours{
	"en": {
		"period": {before: []string{"the", "a", "an", "this", "that", "same", "postoperative", "perioperative",
			"neonatal", "perinatal", "postpartum", "early", "late", "time", "short", "long", "brief", "follow-up", "recovery", "latency", "interval"}, after: []string{"of"}},
		"dash": {before: []string{"the", "a"}},
	},
	"de": {"punkt": {before: []string{"am", "dem", "einem", "der", "den", "diesem", "jenem"}}},
	"es": {"punto": {before: []string{"el", "un", "este", "ese"}, after: []string{"de", "del"}}},
	"fr": {"point": {before: []string{"le", "un", "ce", "au"}, after: []string{"de", "du", "d'", "des"}}},
	"it": {"punto": {before: []string{"il", "un", "questo", "quel"}, after: []string{"di", "del", "della"}}},
	"pt": {"ponto": {before: []string{"o", "um", "este", "esse"}, after: []string{"de", "do", "da"}}},
	"ro": {"punct": {before: []string{"un", "acest"}, after: []string{"de"}}},
}

// colonOrganBefore are the words after which English "colon" is the organ: determiners,
// prepositions, its segments and what qualifies it ("the colon", "of colon", "sigmoid colon",
// "redundant colon").
var colonOrganBefore = map[string]bool{
	"the": true, "a": true, "an": true, "of": true, "in": true, "within": true, "into": true, "to": true, "throughout": true,
	"along": true, "and": true, "or": true, "no": true, "his": true, "her": true, "entire": true, "whole": true, "large": true,
	"sigmoid": true, "ascending": true, "descending": true, "transverse": true, "right": true, "left": true, "proximal": true,
	"distal": true, "mid": true, "redundant": true, "distended": true, "dilated": true, "collapsed": true, "spastic": true,
	"remaining": true, "residual": true, "visualized": true, "imaged": true, "partially": true, "with": true, "for": true,
	"suspected": true, "metastatic": true,
}

// colonOrganAfter are the words before which English "colon" is the organ: what a sentence
// says of it ("colon is unremarkable").
var colonOrganAfter = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "shows": true, "demonstrates": true, "appears": true, "contains": true,
	"and": true, "or": true, "with": true, "without": true, "unremarkable": true, "distended": true, "collapsed": true,
}

// colonNounAfter are the nouns "colon" qualifies: before them it is the organ even after a
// heading ("history colon cancer", "colon wall").
var colonNounAfter = map[string]bool{
	"wall": true, "walls": true, "cancer": true, "carcinoma": true, "mass": true, "tumor": true, "tumour": true,
	"diverticulosis": true, "diverticulitis": true, "diverticula": true, "loops": true, "segment": true, "segments": true,
	"lumen": true, "mucosa": true, "content": true, "contents": true, "interposition": true, "resection": true, "surgery": true,
}

// colonHeadings are the words after which English "colon" is the punctuation mark: report
// headings ("findings colon") and the labels of labelled lines ("liver colon normal", "right
// knee colon"). Elsewhere "colon" is the organ ("the colon is unremarkable", "sigmoid colon"),
// so it stays a word.
var colonHeadings = map[string]bool{
	"indication": true, "indications": true, "history": true, "information": true, "comparison": true,
	"comparisons": true, "technique": true, "findings": true, "finding": true, "impression": true,
	"impressions": true, "conclusion": true, "conclusions": true, "procedure": true, "examination": true,
	"exam": true, "recommendation": true, "recommendations": true, "opinion": true, "summary": true,
	"reason": true, "diagnosis": true, "addendum": true, "note": true, "result": true, "results": true,
	"chest": true, "abdomen": true, "pelvis": true, "head": true, "neck": true, "spine": true, "knee": true,
	"knees": true, "hip": true, "hips": true, "shoulder": true, "ankle": true, "foot": true, "hand": true,
	"wrist": true, "elbow": true, "lungs": true, "heart": true, "liver": true, "spleen": true, "pancreas": true,
	"kidneys": true, "gallbladder": true, "bladder": true, "aorta": true, "mediastinum": true, "pleura": true,
	"bones": true, "tissues": true, "thyroid": true, "uterus": true, "ovaries": true, "prostate": true,
}
