"""Small inline sample files in each source format, carrying each format's quirks."""

SEPHORA = (
    "product_id,product_name,brand_id,brand_name,loves_count,rating,reviews,size,variation_type,variation_value,"
    "variation_desc,ingredients,price_usd,value_price_usd,sale_price_usd,limited_edition,new,online_only,"
    "out_of_stock,sephora_exclusive,highlights,primary_category,secondary_category,tertiary_category,child_count,"
    "child_max_price,child_min_price\n"
    'P1,Glow Serum,1,Drunk Elephant,10,4.5,120,1 oz/ 30 mL,Size,1 oz/ 30 mL,,"[\'Water, Glycerin, Niacinamide, '
    'Phenoxyethanol.\']",60,,,0,0,0,0,0,"[\'Vegan\', \'Good for: Dryness\']",Skincare,Treatments,Face Serums,0,,\n'
    'P2,Kit,1,DRUNK ELEPHANT,5,,,,,,,"[\'Cream:\', \'Water, Glycerin\', \'Serum:\', \'Aqua, Niacinamide\']",'
    "80,,,0,0,0,0,0,,Skincare,Value & Gift Sets,,0,,\n"
    "P3,Brush,2,Tools Co,1,4.0,3,,,,,,12,,,0,0,0,0,0,,Tools & Brushes,Brushes,,0,,\n"
    "P4,Odd Price,2,Tools Co,1,4.0,3,,,,,,free,,,0,0,0,0,0,,Tools & Brushes,Brushes,,0,,\n"
)

LOOKFANTASTIC = (
    "product_name,product_url,product_type,clean_ingreds,price\n"
    "The Ordinary Niacinamide 10% + Zinc 1% 30ml,https://lf.example/the-ordinary-niacinamide/1.html,Serum,"
    "\"['niacinamide', 'glycerin', 'phenoxyethanol']\",$5.20\n"
    "The Ordinary Niacinamide 10% + Zinc 1% 60ml,https://lf.example/the-ordinary-niacinamide/1.html,Serum,"
    "\"['niacinamide', 'glycerin', 'phenoxyethanol']\",$9.10\n"
    "Drunk Elephant B-Hydra Intensive Hydration Serum 50ml,https://lf.example/de-b-hydra/2.html,Serum,"
    "\"['sodium hyaluronate', 'panthenol']\",$48.00\n"
    "Molton Brown Orange Body Wash 300ml,https://lf.example/mb-orange/3.html,Body Wash,\"['glycerin']\",$30.00\n"
    "Molton Brown Rose Bath Oil 200ml,https://lf.example/mb-rose/4.html,Bath Oil,\"['glycerin']\",$32.00\n"
)

SEPHORA_2018 = (
    "Label,Brand,Name,Price,Rank,Ingredients,Combination,Dry,Normal,Oily,Sensitive\n"
    'Moisturizer,DRUNK ELEPHANT,Protini™ Polypeptide Cream,68,4.4,"Water, Glycerin, Niacinamide.",1,1,1,0,1\n'
    "Face Mask,DIOR,Capture Mask,90,4.0,Visit the Dior boutique,1,0,0,0,0\n"
    "Cleanser,CLARINS,Gentle Foam,28,3.9,#NAME?,0,0,0,0,0\n"
    "Treatment,ORIGINS,Night Oil,40,4.2,* Essential Oil,0,1,0,0,0\n"
    "Eye cream,LA MER,The Eye Concentrate,200,4.6,No Info,0,0,0,0,0\n"
)

OLIVEYOUNG = (
    "Label,URL,brand,name,price,rating,skin type,ingredients\n"
    "Toner,https://oy.example/detail?prdtNo=1,Purito,Purito Centella Toner 200ml,USD 24.00,0.0,"
    '"Combination&Normal,Dry,Oily,Sensitive","Water, 1,2-Hexanediol, Centella Asiatica Extract(3,663ppm), '
    'Panthenol"\n'
    "Cream,https://oy.example/detail?prdtNo=2,COSRX,COSRX Snail Cream 100ml,USD 25.50,4.7,"
    '"Combination&Normal,Dry","Water@Glycerin@1,2-Hexanediol@Niacinamide"\n'
    "Essence & Serum,https://oy.example/detail?prdtNo=1,Purito,Purito Centella Toner 200ml,USD 24.00,0.0,"
    '"Dry","Water"\n'
)

CITIES = (
    "geonameid,name,asciiname,latitude,longitude,country_code,admin1_code,feature_code,population,timezone\n"
    "3040051,les Escaldes,les Escaldes,42.50729,1.53414,AD,08,PPLA,15853,Europe/Andorra\n"
    "292223,Dubai,Dubai,25.25817,55.30472,AE,03,PPLA,1137347,Asia/Dubai\n"
    "999,Nowhere,Nowhere,not-a-number,1.0,XX,,PPL,1,UTC\n"
)

CITIES_DUMP = (
    "3040051\tles Escaldes\tles Escaldes\tEscaldes\t42.50729\t1.53414\tP\tPPLA\tAD\t\t08\t\t\t\t15853\t\t1033"
    "\tEurope/Andorra\t2008-10-15\n"
)
