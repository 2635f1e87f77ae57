package dictation

// The number words of the dictation languages whose numbers are read: English, German,
// Spanish, Portuguese, Italian and French. Units and the words between sizes are in
// unit_words.go.

func init() {
	registerNumbers("en", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
			counted(kindComplete, 10, 1, "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
				"seventeen", "eighteen", "nineteen"),
			counted(kindTens, 20, 10, "twenty", "thirty", "forty|fourty", "fifty", "sixty", "seventy", "eighty", "ninety"),
			counted(kindHundred, 100, 0, "hundred"), counted(kindThousand, 1000, 0, "thousand"), joins("and"),
		),
		hundredJoin:    "and",
		decimalWords:   set("point"),
		sentenceEnds:   set("period"),
		decimalMark:    ".",
		leadingDecimal: true,
		halves:         [][]string{{"and", "a", "half"}},
		signs:          set("minus", "negative"),
		units:          englishUnits,
		times:          set("by", "x", "times"),
		between:        set("to", "and", "or"),
	})
	registerNumbers("de", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "null", "ein|eins|eine|einen|einem", "zwei|zwo", "drei", "vier", "fünf|fuenf",
				"sechs", "sieben", "acht", "neun"),
			counted(kindComplete, 10, 1, "zehn", "elf", "zwölf|zwoelf", "dreizehn", "vierzehn", "fünfzehn|fuenfzehn",
				"sechzehn", "siebzehn", "achtzehn", "neunzehn"),
			counted(kindTens, 20, 10, "zwanzig", "dreißig|dreissig", "vierzig", "fünfzig|fuenfzig", "sechzig", "siebzig",
				"achtzig", "neunzig"),
			counted(kindHundred, 100, 0, "hundert"), counted(kindThousand, 1000, 0, "tausend"),
			counted(kindHalf, 0, 0, "einhalb"), joins("und"),
		),
		compound:     true,
		hundredJoin:  "und",
		unitsJoin:    "und",
		decimalWords: set("komma"),
		decimalMark:  ",",
		signs:        set("minus"),
		units:        germanUnits,
		times:        set("mal", "x"),
		between:      set("bis", "und", "oder"),
	})
	registerNumbers("es", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "cero", "uno|un|una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
			counted(kindComplete, 10, 1, "diez", "once", "doce", "trece", "catorce", "quince", "dieciséis|dieciseis",
				"diecisiete", "dieciocho", "diecinueve", "veinte", "veintiuno|veintiún|veintiuna", "veintidós|veintidos",
				"veintitrés|veintitres", "veinticuatro", "veinticinco", "veintiséis|veintiseis", "veintisiete",
				"veintiocho", "veintinueve"),
			counted(kindTens, 30, 10, "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"),
			counted(kindHundreds, 100, 100, "cien|ciento", "doscientos|doscientas", "trescientos|trescientas",
				"cuatrocientos|cuatrocientas", "quinientos|quinientas", "seiscientos|seiscientas",
				"setecientos|setecientas", "ochocientos|ochocientas", "novecientos|novecientas"),
			counted(kindThousand, 1000, 0, "mil"), joins("y"),
		),
		tensJoin:     "y",
		decimalWords: set("coma"),
		decimalMark:  ",",
		halves:       [][]string{{"y", "medio"}},
		signs:        set("menos"),
		units:        spanishUnits,
		times:        set("por", "x"),
		between:      set("a", "y", "o"),
	})
	registerNumbers("pt", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zero", "um|uma", "dois|duas", "três|tres", "quatro", "cinco", "seis", "sete", "oito", "nove"),
			counted(kindComplete, 10, 1, "dez", "onze", "doze", "treze", "catorze|quatorze", "quinze", "dezesseis|dezasseis",
				"dezessete|dezassete", "dezoito", "dezenove|dezanove"),
			counted(kindTens, 20, 10, "vinte", "trinta", "quarenta", "cinquenta|cinqüenta", "sessenta", "setenta", "oitenta", "noventa"),
			counted(kindHundreds, 100, 100, "cem|cento", "duzentos|duzentas", "trezentos|trezentas",
				"quatrocentos|quatrocentas", "quinhentos|quinhentas", "seiscentos|seiscentas", "setecentos|setecentas",
				"oitocentos|oitocentas", "novecentos|novecentas"),
			counted(kindThousand, 1000, 0, "mil"), joins("e"),
		),
		tensJoin:     "e",
		hundredJoin:  "e",
		decimalWords: set("vírgula", "virgula"),
		decimalMark:  ",",
		halves:       [][]string{{"e", "meio"}, {"e", "meia"}},
		signs:        set("menos"),
		units:        portugueseUnits,
		times:        set("por", "x"),
		between:      set("a", "e", "ou"),
	})
	registerNumbers("it", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zero", "uno|un|una", "due", "tre|tré", "quattro", "cinque", "sei", "sette", "otto", "nove"),
			counted(kindComplete, 10, 1, "dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici",
				"diciassette", "diciotto", "diciannove"),
			// The elided tens ("vent" in "ventotto", "trent" in "trentuno") join a vowel.
			counted(kindTens, 20, 10, "venti|vent", "trenta|trent", "quaranta|quarant", "cinquanta|cinquant",
				"sessanta|sessant", "settanta|settant", "ottanta|ottant", "novanta|novant"),
			counted(kindHundred, 100, 0, "cento|cent"), counted(kindThousand, 1000, 0, "mille|mila"),
		),
		compound:     true,
		decimalWords: set("virgola"),
		decimalMark:  ",",
		halves:       [][]string{{"e", "mezzo"}},
		signs:        set("meno"),
		units:        italianUnits,
		times:        set("per", "x"),
		between:      set("a", "e", "o"),
	})
	registerNumbers("fr", &numberLanguage{
		words: merged(
			counted(kindDigit, 0, 1, "zéro|zero", "un|une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
			counted(kindComplete, 10, 1, "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize",
				"dix sept", "dix huit", "dix neuf"),
			counted(kindTens, 20, 10, "vingt", "trente", "quarante", "cinquante", "soixante",
				"soixante dix|septante", "quatre vingt|quatre vingts|huitante|octante", "quatre vingt dix|nonante"),
			counted(kindHundred, 100, 0, "cent|cents"), counted(kindThousand, 1000, 0, "mille"), joins("et"),
		),
		tensJoin:      "et",
		tensTakeTeens: true,
		decimalWords:  set("virgule"),
		decimalMark:   ",",
		halves:        [][]string{{"et", "demi"}, {"et", "demie"}},
		signs:         set("moins"),
		units:         frenchUnits,
		times:         set("par", "sur", "fois", "x"),
		between:       set("à", "a", "et", "ou"),
	})
}
