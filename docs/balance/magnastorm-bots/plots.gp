set terminal pngcairo size 900,480 font 'DejaVu Sans,10' noenhanced
set style fill solid 0.7 border -1
set grid ytics
set key off
set output 'seats.png'
set title 'Magnastorm: win rate by seat (95 % interval)'
set yrange [0:1]
set boxwidth 0.6
plot 'seats.dat' using 0:2:xtic(1) with boxes lc rgb '#3b6f93', '' using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0, 0.5000 with lines dt 2 lc rgb '#aa3333'
set output 'length.png'
set title 'Magnastorm: game length in rounds'
set autoscale y
set xlabel 'rounds'
set ylabel 'games'
bin(x)=floor(x)
set boxwidth 0.8
plot 'rounds.dat' using (bin($1)):(1) smooth frequency with boxes lc rgb '#3b6f93'
set output 'scores.png'
set title 'Magnastorm: scores (all seats, and the winners)'
set xlabel 'score'
set key on
set ylabel 'seats'
stats 'scores.dat' nooutput
w=(STATS_max-STATS_min)/30.0+1e-9
set boxwidth w*0.9
plot 'scores.dat' using (w*floor($1/w)):(1) smooth frequency with boxes lc rgb '#3b6f93' title 'all', 'winning.dat' using (w*floor($1/w)):(1) smooth frequency with boxes lc rgb '#e0a030' title 'winners'
unset xlabel
unset ylabel
set key off
